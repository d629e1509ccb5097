//! The register call ABI of device functions: arguments and results in R4.., the return
//! address in R20, `CALL.REL.NOINC` / `RET.REL.NODEC`, and the moves around them.

use super::*;

// ===== Call ABI: device functions, the `.param` call block, `call.uni` =====
//
// ptxas compiles the whole program at once: each kernel's code is followed by the device
// functions it reaches, a call is `MOV Rra, <return address>` + `CALL.REL.NOINC <callee>`, and the
// callee returns with `RET.REL.NODEC Rra, <kernel start>`. Our convention (ptxas's standard ABI
// register assignment, see `ptxas -c` output): the argument words go in R4, R5, ... in parameter
// order (a parameter of 8 bytes or more starts on an even register), the return value's words in
// R4, R5, ..., and the return address in R20. Every 32-bit word of a `.param` is one register, so
// `st.param`/`ld.param` of any width or vector at a word-aligned offset is a set of `MOV`s. Values
// live across a call avoid the registers the callee (transitively) writes: the allocator gets the
// callee's clobber set, as ptxas's interprocedural allocation does; nothing is spilled.

/// The first argument / return-value register.
pub const ABI_FIRST_ARG: u8 = 4;
/// The register the caller passes the return address in.
pub const ABI_RETURN_ADDRESS: u8 = 20;
pub(super) const ABI_ST_PARAM: &str = "st.param (call argument / return value) → MOV to the ABI word";
pub(super) const ABI_LD_PARAM: &str = "ld.param (device-function argument / call result) → MOV from the ABI word";
pub(super) const ABI_CALL: &str = "call → MOV R4.. (arguments) + MOV R20 (return address) + CALL.REL.NOINC";
pub(super) const ABI_RET: &str = "ret (device function) → MOV R4.. (return value) + RET.REL.NODEC R20";
pub(super) const ABI_ENTRY: &str = "device function entry: argument registers R4.. and return address R20";

/// The word layout of a parameter list: for each parameter its first register and word count.
pub fn abi_layout(params: &[ast::VarDecl]) -> Res<Vec<(u8, u32)>> {
    let mut reg = ABI_FIRST_ARG as u32;
    let mut out = Vec::new();
    for p in params {
        let elem = (p.ty.bits() / 8).max(1) * p.vector.unwrap_or(1);
        let count: u64 = p.dims.iter().map(|d| d.unwrap_or(0)).product();
        let bytes = elem as u64 * count;
        let words = bytes.div_ceil(4) as u32;
        if bytes >= 8 || p.align.is_some_and(|a| a >= 8) {
            reg = (reg + 1) & !1;
        }
        out.push((reg as u8, words));
        reg += words;
    }
    if reg > ABI_RETURN_ADDRESS as u32 {
        return Err(format!("ptxas Phase 1: {} parameter words do not fit R4..R19 (parameters on the stack are not supported yet)", reg - ABI_FIRST_ARG as u32));
    }
    Ok(out)
}

/// The call-ABI state of one function's conversion.
#[derive(Default)]
pub(super) struct Abi {
    /// A device function's own parameters and return value: name → its words (copies of the
    /// argument registers, or the value to return).
    pub(super) own: HashMap<String, Vec<VReg>>,
    /// The return value's name (`func_retval0`).
    pub(super) retval: Option<String>,
    /// The return address (a copy of R20).
    pub(super) ra: Option<VReg>,
    /// The parameters of the module's device functions: name → (layout, return words).
    pub(super) sigs: HashMap<String, (Vec<(u8, u32)>, u32)>,
    /// `.param` variables of call blocks: name → bytes.
    pub(super) call_params: HashMap<String, u32>,
    /// `.callprototype` labels of the body: name → (layout, return words).
    pub(super) protos: HashMap<String, (Vec<(u8, u32)>, u32)>,
    /// Argument words stored by `st.param` before the call: (param, word) → (value, where the
    /// store was in the item list, its guard, its PTX line).
    pub(super) pending: HashMap<(String, i64), (Operand, usize, Option<Guard>, u32)>,
    /// Result words of the last call: (retval name, word) → register.
    pub(super) results: HashMap<(String, i64), VReg>,
}

impl Conv {
    pub(super) fn abi_setup(&mut self, module: &ast::Module, func: &ast::Function) -> Res<()> {
        for g in module.functions().filter(|g| g.kind == ast::FunctionKind::Func) {
            if let (Ok(layout), Ok(ret)) = (abi_layout(&g.params), abi_layout(&g.returns)) {
                let ret_words = ret.iter().map(|r| r.1).sum();
                self.abi.sigs.insert(g.name.clone(), (layout, ret_words));
            }
        }
        if let Some(body) = &func.body {
            let mut stmts = Vec::new();
            flatten(&body.statements, &mut stmts);
            for s in stmts {
                if let Statement::CallPrototype(p) = s {
                    if let (Ok(layout), Ok(ret)) = (abi_layout(&p.params), abi_layout(&p.returns)) {
                        self.abi.protos.insert(p.name.clone(), (layout, ret.iter().map(|r| r.1).sum()));
                    }
                }
                if let Statement::Variable(v) = s {
                    if v.space == StateSpace::Param {
                        let elem = (v.ty.bits() / 8).max(1) * v.vector.unwrap_or(1);
                        let count: u64 = v.dims.iter().map(|d| d.unwrap_or(0)).product();
                        self.abi.call_params.insert(v.name.clone(), (elem as u64 * count) as u32);
                    }
                }
            }
        }
        if func.kind != ast::FunctionKind::Func {
            return Ok(());
        }
        self.f.device = true;
        let layout = abi_layout(&func.params)?;
        if func.returns.len() > 1 {
            return Err("ptxas Phase 1: more than one return parameter is not supported yet".into());
        }
        abi_layout(&func.returns)?;
        self.rule = ABI_ENTRY;
        self.line = func.span.0.line;
        let mut entry = OriInst::new(ENTRY_ARGS, &[], 0, vec![]);
        entry.rule = ABI_ENTRY;
        entry.ptx_line = self.line;
        let mut copies = Vec::new();
        for (p, &(first, words)) in func.params.iter().zip(&layout) {
            let mut own = Vec::new();
            for w in 0..words {
                let fixed = self.f.new_vreg(RegClass::R, format!("%abi.R{}", first as u32 + w));
                self.f.fixed.push((fixed, first + w as u8));
                entry.implicit.push((fixed, true));
                let copy = self.f.new_vreg(RegClass::R, format!("{}.w{w}", p.name));
                copies.push((copy, fixed));
                own.push(copy);
            }
            self.abi.own.insert(p.name.clone(), own);
        }
        let ra_fixed = self.f.new_vreg(RegClass::R, format!("%abi.R{ABI_RETURN_ADDRESS}"));
        self.f.fixed.push((ra_fixed, ABI_RETURN_ADDRESS));
        entry.implicit.push((ra_fixed, true));
        let ra = self.f.new_vreg(RegClass::R, "%return_address");
        copies.push((ra, ra_fixed));
        self.abi.ra = Some(ra);
        self.entry.push(entry);
        for (d, src) in copies {
            let mut m = OriInst::new("MOV", &[], 1, vec![Operand::reg(d), Operand::reg(src)]);
            m.rule = ABI_ENTRY;
            m.ptx_line = self.line;
            self.entry.push(m);
        }
        if let Some(r) = func.returns.first() {
            let words = abi_layout(std::slice::from_ref(r))?.first().map_or(0, |x| x.1);
            let slots = (0..words).map(|w| self.f.new_vreg(RegClass::R, format!("{}.w{w}", r.name))).collect();
            self.abi.own.insert(r.name.clone(), slots);
            self.abi.retval = Some(r.name.clone());
        }
        Ok(())
    }

    /// Device-function parameters whose address is taken (`mov.b64 %rd2, f_param_0`, then
    /// `cvta.local`): each gets a slot of the frame from `local_off`, filled from its argument
    /// registers at the entry, and is read from there. Returns the new end of the frame.
    pub(super) fn abi_params_in_frame(&mut self, func: &ast::Function, stmts: &[&Statement], mut local_off: i64) -> i64 {
        if !self.f.device {
            return local_off;
        }
        for p in &func.params {
            let taken = stmts.iter().any(|s| {
                matches!(s, Statement::Instruction(i) if i.opcode == "mov" && i.operands.get(1).and_then(shared_symbol_operand).is_some_and(|(n, _)| n == p.name))
            });
            let Some(words) = self.abi.own.get(&p.name).cloned() else { continue };
            if !taken {
                continue;
            }
            local_off = (local_off + 7) / 8 * 8;
            self.locals.insert(p.name.clone(), local_off);
            for (k, w) in words.iter().enumerate() {
                let mut st = OriInst::new("STL", &[], 0, vec![o(Value::Mem { base: None, wide: false, desc: false, offset: local_off + 4 * k as i64, sp: true }), Operand::reg(*w)]);
                st.rule = "device-function parameter whose address is taken → STL to the frame";
                st.ptx_line = func.span.0.line;
                self.entry.push(st);
            }
            local_off += 4 * words.len() as i64;
        }
        local_off
    }

    /// The words an ABI `.param` address names: (name, first word) when `a` is `[p+off]` for a
    /// device-function parameter, its return value, a call-block parameter or a call result.
    pub(super) fn abi_words_of(&self, a: &POp) -> Option<(String, i64, i64)> {
        let POp::Address(addr) = a else { return None };
        let Some(ast::AddressBase::Symbol(s)) = &addr.base else { return None };
        if self.abi.own.contains_key(s) || self.abi.call_params.contains_key(s) {
            Some((s.clone(), addr.offset / 4, addr.offset % 4))
        } else {
            None
        }
    }

    /// The 32-bit pieces of a `.param` access: `(operand index in the vector or 0, part)` per
    /// word, and how many words.
    pub(super) fn abi_access(&self, i: &Instruction) -> Res<u32> {
        let ty = i.ty().ok_or_else(|| format!("ptxas Phase 1: {} has no type", i.full_name()))?;
        if ty.bits() < 32 {
            return Err(format!("ptxas Phase 1: sub-word .param access {} is not supported yet", i.full_name()));
        }
        Ok(ty.bits() / 32 * i.vector_width().unwrap_or(1))
    }

    /// The sources of the words an `st.param` writes, in order.
    pub(super) fn abi_store_words(&mut self, s: &POp, i: &Instruction) -> Res<Vec<Operand>> {
        let ty = i.ty().ok_or_else(|| format!("ptxas Phase 1: {} has no type", i.full_name()))?;
        let items: Vec<&POp> = match s {
            POp::Vector(items, _) => items.iter().collect(),
            other => vec![other],
        };
        let mut out = Vec::new();
        for it in items {
            if ty.bits() == 64 {
                out.push(self.half(it, 0)?);
                out.push(self.half(it, 1)?);
            } else if matches!(it, POp::Imm(..)) && ty_class(ty) == Ty::F32 {
                let x = self.f32src(it)?;
                let Value::FImm(f) = x.value else { return Err("ptxas Phase 1: bad float immediate".into()) };
                out.push(imm((f as f32).to_bits() as i64));
            } else {
                out.push(self.r32(it)?);
            }
        }
        Ok(out)
    }

    pub(super) fn st_param_abi(&mut self, i: &Instruction) -> Res<()> {
        let [a, s] = two(self.ops(i, 2)?);
        let Some((name, word, rem)) = self.abi_words_of(a) else {
            return Err(format!("ptxas Phase 1: {} to {} is not a call argument or return value", i.full_name(), describe(a)));
        };
        if rem != 0 {
            return Err(format!("ptxas Phase 1: {} at a byte offset that is not a multiple of 4 is not supported yet", i.full_name()));
        }
        let n = self.abi_access(i)?;
        let srcs = self.abi_store_words(s, i)?;
        if srcs.len() as u32 != n {
            return Err(format!("ptxas Phase 1: {} stores {} words, expected {n}", i.full_name(), srcs.len()));
        }
        for (k, src) in srcs.into_iter().enumerate() {
            let w = word + k as i64;
            if let Some(slots) = self.abi.own.get(&name) {
                // The function's own return value.
                let Some(&slot) = slots.get(w as usize) else {
                    return Err(format!("ptxas Phase 1: {} writes past the end of {name}", i.full_name()));
                };
                self.emit("MOV", &[], 1, vec![Operand::reg(slot), src]);
            } else {
                // A call argument: moved into its register at the call (copied here first, at
                // the call, if the register is written in between).
                self.abi.pending.insert((name.clone(), w), (src, self.items.len(), self.guard, self.line));
            }
        }
        Ok(())
    }

    pub(super) fn ld_param_abi(&mut self, i: &Instruction) -> Res<()> {
        self.rule = ABI_LD_PARAM;
        let [d, a] = two(self.ops(i, 2)?);
        let Some((name, word, rem)) = self.abi_words_of(a) else { unreachable!("checked by the caller") };
        if self.locals.contains_key(&name) {
            // Its address was taken: the frame copy is the parameter (it may have been written).
            self.rule = "ld.param of a parameter kept in the frame → LDL";
            return self.ld_local(i);
        }
        if rem != 0 {
            return Err(format!("ptxas Phase 1: {} at a byte offset that is not a multiple of 4 is not supported yet", i.full_name()));
        }
        let n = self.abi_access(i)?;
        let ty = i.ty().unwrap_or(ScalarType::B32);
        let items: Vec<&POp> = match d {
            POp::Vector(items, _) => items.iter().collect(),
            other => vec![other],
        };
        if items.len() as u32 * ty.bits() / 32 != n {
            return Err(format!("ptxas Phase 1: {} has the wrong number of destinations", i.full_name()));
        }
        let mut w = word;
        for it in items {
            let parts: Vec<Operand> = if matches!(it, POp::Sink(_)) {
                w += (ty.bits() / 32) as i64;
                continue;
            } else if ty.bits() == 64 {
                let r = self.d64(it)?;
                let Value::Reg(v, _) = r.value else { unreachable!("d64 returns a register") };
                vec![Operand::sub(v, 0), Operand::sub(v, 1)]
            } else {
                vec![self.d32(it)?]
            };
            for dst in parts {
                let src = if let Some(slots) = self.abi.own.get(&name) {
                    if self.abi.retval.as_deref() == Some(name.as_str()) {
                        return Err(format!("ptxas Phase 1: {} reads the function's own return value", i.full_name()));
                    }
                    *slots.get(w as usize).ok_or_else(|| format!("ptxas Phase 1: {} reads past the end of {name}", i.full_name()))?
                } else {
                    *self.abi.results.get(&(name.clone(), w)).ok_or_else(|| format!("ptxas Phase 1: {} reads {name}, which no call returned", i.full_name()))?
                };
                self.emit("MOV", &[], 1, vec![dst, Operand::reg(src)]);
                w += 1;
            }
        }
        Ok(())
    }

    pub(super) fn call_abi(&mut self, i: &Instruction) -> Res<()> {
        let parts = i.call().ok_or("ptxas Phase 1: malformed call")?;
        // Direct (`call f`) or indirect (`call %rd, (args), prototype`: the register holds the
        // function's offset in the kernel's code, as ptxas's own indirect calls do).
        let (callee, target, (layout, ret_words)) = match parts.callee {
            POp::Symbol(callee, _) => {
                if parts.prototype.is_some() {
                    return Err("ptxas Phase 1: a direct call with a prototype is not supported yet".into());
                }
                let Some(sig) = self.abi.sigs.get(callee).cloned() else {
                    return Err(format!("ptxas Phase 1: call to {callee}, which is not a device function of this module (or whose parameters do not fit registers)"));
                };
                (Some(callee.clone()), o(Value::Func(callee.clone())), sig)
            }
            POp::Reg(..) => {
                let Some(POp::Symbol(proto, _)) = parts.prototype else {
                    return Err("ptxas Phase 1: an indirect call through .calltargets is not supported yet".into());
                };
                let Some(sig) = self.abi.protos.get(proto).cloned() else {
                    return Err(format!("ptxas Phase 1: {proto} is not a .callprototype of this function (or its parameters do not fit registers)"));
                };
                let f = self.half(parts.callee, 0)?;
                (None, f, sig)
            }
            other => return Err(format!("ptxas Phase 1: call through {} is not supported yet", describe(other))),
        };
        let callee_name = callee.clone().unwrap_or_else(|| "(indirect)".into());
        let callee = &callee_name;
        if parts.args.len() != layout.len() {
            return Err(format!("ptxas Phase 1: call to {callee} passes {} arguments, it takes {}", parts.args.len(), layout.len()));
        }
        if parts.returns.len() > 1 {
            return Err("ptxas Phase 1: more than one return parameter is not supported yet".into());
        }
        let indirect = !matches!(target.value, Value::Func(_));
        // A system call (`vprintf`): its address from its bank-4 slot, `CALL.ABS.NOINC`.
        let system = if indirect || !SYSTEM_CALLS.contains(&callee.as_str()) { None } else { self.global_slots.get(callee.as_str()).copied() };
        let mut call = if let Some(slot) = system {
            // (In R2:R3 as ptxas has it: pinned, so the everything-clobbering call that reads it
            // does not make allocation move it elsewhere.)
            let t = self.f.new_vreg(RegClass::R64, "%abi.R2");
            self.f.fixed.push((t, 2));
            self.emit("LDC", &["64"], 1, vec![Operand::reg(t), o(Value::Const { bank: 4, offset: slot })]);
            OriInst::new("CALL", &["ABS", "NOINC"], 0, vec![Operand::sub(t, 0)])
        } else if indirect {
            OriInst::new("CALL", &["REL", "NOINC"], 0, vec![target, o(Value::Func(String::new()))])
        } else {
            OriInst::new("CALL", &["REL", "NOINC"], 0, vec![target])
        };
        // The argument words into R4...
        for (arg, &(first, words)) in parts.args.iter().zip(&layout) {
            let name = match arg {
                POp::Symbol(n, _) | POp::Reg(n, _) => n.clone(),
                other => return Err(format!("ptxas Phase 1: call argument {} is not a .param name", describe(other))),
            };
            for w in 0..words {
                let Some((mut src, at, guard, line)) = self.abi.pending.remove(&(name.clone(), w as i64)) else {
                    // A word never stored (padding): whatever the register holds.
                    continue;
                };
                if guard.is_some() || self.written_since(&src, at) {
                    // Copy the value where it was stored.
                    let t = self.f.temp(RegClass::R);
                    let mut m = OriInst::new("MOV", &[], 1, vec![Operand::reg(t), src]);
                    m.guard = guard;
                    m.rule = ABI_ST_PARAM;
                    m.ptx_line = line;
                    self.items.insert(at, Item::Inst(m));
                    for (_, a, _, _) in self.abi.pending.values_mut() {
                        if *a >= at {
                            *a += 1;
                        }
                    }
                    src = Operand::reg(t);
                }
                // The copy above carries a guarded store's guard; the move into R4.. is unguarded.
                let guard = None::<Guard>;
                let fixed = self.f.new_vreg(RegClass::R, format!("%abi.R{}", first as u32 + w));
                self.f.fixed.push((fixed, first + w as u8));
                // The move carries the st.param's rule and line (and guard).
                let (rule, at_line, g) = (self.rule, self.line, self.guard);
                self.rule = ABI_ST_PARAM;
                self.line = line;
                self.guard = guard;
                self.emit("MOV", &[], 1, vec![Operand::reg(fixed), src]);
                (self.rule, self.line, self.guard) = (rule, at_line, g);
                call.implicit.push((fixed, false));
            }
        }
        // The return address.
        let ra = self.f.new_vreg(RegClass::R, format!("%abi.R{ABI_RETURN_ADDRESS}"));
        self.f.fixed.push((ra, ABI_RETURN_ADDRESS));
        // (Unguarded even under a guarded call: R20 holds nothing else here, and an unconditional
        // write keeps its pinned range short.)
        let g = self.guard.take();
        if system.is_some() && crate::sass::arch::arch(self.sm).family < crate::sass::arch::Family::Hopper {
            // Before sm_90 LEPC takes no address: it reads its own, and the return address is that
            // plus the distance to the instruction after the CALL (ptxas 13.5 on sm_75-89: `LEPC
            // R8`, then `IADD3 R20, P0, P1, -R20, R11, R8` with the two offsets in R20 and R11).
            let pc = self.f.temp(RegClass::R64);
            self.emit("LEPC", &[], 1, vec![Operand::sub(pc, 0)]);
            let hi = self.f.new_vreg(RegClass::R, format!("%abi.R{}", ABI_RETURN_ADDRESS + 1));
            self.f.fixed.push((hi, ABI_RETURN_ADDRESS + 1));
            let carry = self.f.temp(RegClass::P);
            self.emit("IADD3", &[], 2, vec![Operand::reg(ra), Operand::reg(carry), Operand::sub(pc, 0), imm(0), rz()]).fixup = Some(Fixup::ReturnAddress);
            self.emit("IADD3", &["X"], 1, vec![Operand::reg(hi), Operand::sub(pc, 1), rz(), rz(), Operand::reg(carry), pt().inverted()]);
            call.implicit.push((hi, false));
        } else if system.is_some() {
            // An absolute return address: LEPC of the instruction after the CALL.
            self.emit("LEPC", &[], 1, vec![Operand::reg(ra), o(Value::Imm(0))]).fixup = Some(Fixup::ReturnAddress);
        } else {
            self.emit("MOV", &[], 1, vec![Operand::reg(ra), imm(0)]).fixup = Some(Fixup::ReturnAddress);
        }
        self.guard = g;
        call.implicit.push((ra, false));
        // The results out of R4...
        let mut results = Vec::new();
        for w in 0..ret_words {
            let fixed = self.f.new_vreg(RegClass::R, format!("%abi.R{}", ABI_FIRST_ARG as u32 + w));
            self.f.fixed.push((fixed, ABI_FIRST_ARG + w as u8));
            call.implicit.push((fixed, true));
            results.push(fixed);
        }
        call.guard = self.guard;
        call.rule = self.rule;
        call.ptx_line = self.line;
        call.fixup = Some(if system.is_some() {
            Fixup::Call(SYSTEM_CALLEES.to_string())
        } else if indirect {
            Fixup::CallIndirect
        } else {
            Fixup::Call(callee.clone())
        });
        self.items.push(Item::Inst(call));
        if system.is_some() {
            // The callee may use UR4: the global memory descriptor again after it.
            if let Some(off) = crate::sass::arch::arch(self.sm).global_desc.filter(|_| crate::sass::arch::arch(self.sm).uldc) {
                let g = self.guard.take();
                self.emit("ULDC", &["64"], 1, vec![o(Value::UReg(4)), o(Value::Const { bank: 0, offset: off })]);
                self.guard = g;
            }
        }
        self.abi.results.clear();
        if let Some(POp::Symbol(rname, _) | POp::Reg(rname, _)) = parts.returns.first() {
            for (w, fixed) in results.into_iter().enumerate() {
                let t = self.f.temp(RegClass::R);
                self.emit("MOV", &[], 1, vec![Operand::reg(t), Operand::reg(fixed)]);
                self.abi.results.insert((rname.clone(), w as i64), t);
            }
        }
        self.abi.pending.clear();
        Ok(())
    }

    /// Whether an instruction converted after item `at` writes the register `x` reads.
    pub(super) fn written_since(&self, x: &Operand, at: usize) -> bool {
        let Some((v, _)) = x.vreg() else { return false };
        self.items[at.min(self.items.len())..].iter().any(|it| matches!(it, Item::Inst(i) if i.def_regs().iter().any(|d| d.0 == v)))
    }

    pub(super) fn ret_abi(&mut self) -> Res<()> {
        self.rule = ABI_RET;
        let mut ret = OriInst::new("RET", &["REL", "NODEC"], 0, vec![]);
        if let Some(name) = self.abi.retval.clone() {
            let slots = self.abi.own.get(&name).cloned().unwrap_or_default();
            for (w, slot) in slots.into_iter().enumerate() {
                let fixed = self.f.new_vreg(RegClass::R, format!("%abi.R{}", ABI_FIRST_ARG as usize + w));
                self.f.fixed.push((fixed, ABI_FIRST_ARG + w as u8));
                self.emit("MOV", &[], 1, vec![Operand::reg(fixed), Operand::reg(slot)]);
                ret.implicit.push((fixed, false));
            }
        }
        let ra = self.abi.ra.ok_or("ptxas Phase 1: ret in a device function without a return address")?;
        ret.operands = vec![Operand::reg(ra), o(Value::Func(String::new()))];
        ret.guard = self.guard;
        ret.rule = self.rule;
        ret.ptx_line = self.line;
        ret.fixup = Some(Fixup::ReturnBase);
        self.items.push(Item::Inst(ret));
        Ok(())
    }
}
