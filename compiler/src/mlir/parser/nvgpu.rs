//! The custom assembly forms of the nvgpu ops, as `mlir-opt-22` prints and parses them.
//!
//! Two things the printed forms rely on: where the op's format fixes an operand's dialect type,
//! the printer elides the dialect prefix (`nvgpu.mbarrier.init %0[%c0], %n :
//! <memorySpace = #gpu.address_space<workgroup>>`), and every written type is the type of the
//! operand it names; a value used at another type is an error at the op ("use of value '%m'
//! expects different type than prior uses"), as in MLIR.

use super::*;

/// The dialect types an nvgpu format can leave implied.
const GROUP: &str = "nvgpu.mbarrier.group";
const TMAP: &str = "nvgpu.tensormap.descriptor";
const WG_DESC: &str = "nvgpu.warpgroup.descriptor";
const WG_ACC: &str = "nvgpu.warpgroup.accumulator";

impl Parser<'_> {
    /// A type in a position where the op's format names its dialect type: `<...>` alone is
    /// `!implied<...>`; anything else is read as a type.
    fn implied_type(&mut self, implied: &str) -> PResult<Type> {
        self.ws();
        if self.at("<") {
            let start = self.pos;
            return self.dialect_type(implied, start);
        }
        self.parse_type()
    }

    /// MLIR's check that a value is used at the type it was defined with.
    fn check_use(&self, v: ValueId, written: &Type, start: usize, name: &str) -> PResult<()> {
        let have = &self.values[v as usize];
        if have != written {
            return self.err_at(start, name.len(), format!("'{name}' uses a value of type {have} where its format names {written} (use of value expects different type than prior uses)"));
        }
        Ok(())
    }

    fn check_uses(&self, vs: &[ValueId], written: &Type, start: usize, name: &str) -> PResult<()> {
        vs.iter().try_for_each(|v| self.check_use(*v, written, start, name))
    }

    /// `%a, %b {attrs} : A, B -> R`: the operands, each written type (`<...>` alone is the
    /// dialect type `ins[i]` names; `None`: any type; a trailing one may be absent) checked
    /// against its operand, and the result type (`result` implied likewise).
    fn implied_signature(&mut self, op: &mut Op, types: &mut Vec<Type>, ins: &[Option<&str>], result: &str, start: usize, name: &str) -> PResult<()> {
        op.operands = self.operand_list()?;
        self.opt_attr_dict(&mut op.attrs)?;
        self.expect(":", "before the types")?;
        let mut written = vec![];
        for (k, implied) in ins.iter().enumerate() {
            // As many types as the op has operands (tileiras' warpgroup.descriptor has no map).
            if k > 0 && !self.eat(",") {
                break;
            }
            written.push(match implied {
                Some(d) => self.implied_type(d)?,
                None => self.parse_type()?,
            });
        }
        self.expect("->", "before the result type")?;
        types.push(self.implied_type(result)?);
        if op.operands.len() != written.len() {
            return self.err_at(start, name.len(), format!("'{name}' has {} operands but {} types", op.operands.len(), written.len()));
        }
        for (v, t) in op.operands.iter().zip(&written) {
            self.check_use(*v, t, start, name)?;
        }
        Ok(())
    }

    /// The custom form of nvgpu op `n` into `op` and its result `types`; `Ok(false)` when `n` has
    /// no form of its own here (the caller's generic handling applies).
    pub(super) fn nvgpu_form(&mut self, n: &str, op: &mut Op, types: &mut Vec<Type>, start: usize, name: &str) -> PResult<bool> {
        let (idx, i1) = (Type::Index, Type::Int(1));
        match n {
            "nvgpu.device_async_copy" => {
                let src = self.operand()?;
                let si = self.indices()?;
                self.expect(",", "after the source")?;
                let dst = self.operand()?;
                let di = self.indices()?;
                self.expect(",", "after the destination")?;
                let count = self.integer()?;
                op.attrs.insert("dstElements".into(), Attr::Int(count, Type::Index));
                let mut extra = vec![];
                if self.eat(",") {
                    extra.push(self.operand()?);
                }
                self.opt_attr_dict(&mut op.attrs)?;
                self.expect(":", "before the types")?;
                let st = self.parse_type()?;
                self.expect_kw("to", "between the types")?;
                let dt = self.parse_type()?;
                self.check_use(src, &st, start, name)?;
                self.check_use(dst, &dt, start, name)?;
                self.check_uses(&[si.clone(), di.clone(), extra.clone()].concat(), &idx, start, name)?;
                let sizes = [1, di.len(), 1, si.len(), extra.len()];
                op.operands = [vec![dst], di, vec![src], si, extra].concat();
                Self::segments(op, &sizes);
                types.push(Type::AsyncToken);
            }
            "nvgpu.device_async_create_group" => {
                op.operands = self.operand_list()?;
                self.opt_attr_dict(&mut op.attrs)?;
                self.check_uses(&op.operands, &Type::AsyncToken, start, name)?;
                types.push(Type::AsyncToken);
            }
            "nvgpu.device_async_wait" => {
                op.operands.push(self.operand()?);
                self.opt_attr_dict(&mut op.attrs)?;
                self.check_uses(&op.operands, &Type::AsyncToken, start, name)?;
            }
            "nvgpu.mbarrier.create" | "nvgpu.warpgroup.mma.init.accumulator" => {
                self.opt_attr_dict(&mut op.attrs)?;
                self.expect("->", "before the result type")?;
                types.push(self.implied_type(if n == "nvgpu.mbarrier.create" { GROUP } else { WG_ACC })?);
            }
            "nvgpu.mbarrier.init" | "nvgpu.mbarrier.arrive" | "nvgpu.mbarrier.arrive.nocomplete" | "nvgpu.mbarrier.arrive.expect_tx" | "nvgpu.mbarrier.test.wait"
            | "nvgpu.mbarrier.try_wait.parity" | "nvgpu.mbarrier.inval" | "nvgpu.mbarrier.get" => {
                let group = self.operand()?;
                let id = self.indices()?;
                if id.len() != 1 {
                    return self.err_at(start, name.len(), "expected one barrier index");
                }
                // The operands after the index, with the types the format gives them.
                let extra: &[Type] = match n {
                    "nvgpu.mbarrier.try_wait.parity" => &[Type::Int(1), Type::Index],
                    "nvgpu.mbarrier.arrive" | "nvgpu.mbarrier.inval" | "nvgpu.mbarrier.get" => &[],
                    "nvgpu.mbarrier.test.wait" => &[Type::MbarrierToken],
                    _ => &[Type::Index],
                };
                op.operands = vec![group, id[0]];
                for _ in extra {
                    self.expect(",", "between operands")?;
                    op.operands.push(self.operand()?);
                }
                let pred = self.opt_predicate(op)?;
                if pred > 0 {
                    Self::segments(op, &[1, 1, extra.len(), pred]);
                }
                self.opt_attr_dict(&mut op.attrs)?;
                self.expect(":", "before the barrier type")?;
                let gt = self.implied_type(GROUP)?;
                self.check_use(group, &gt, start, name)?;
                self.check_use(id[0], &idx, start, name)?;
                let mut written = extra.to_vec();
                if n == "nvgpu.mbarrier.test.wait" {
                    self.expect(",", "before the token type")?;
                    written[0] = self.parse_type()?;
                }
                for (v, t) in op.operands[2..2 + extra.len()].iter().zip(&written) {
                    self.check_use(*v, t, start, name)?;
                }
                if pred > 0 {
                    self.check_use(*op.operands.last().unwrap(), &i1, start, name)?;
                }
                if self.eat("->") {
                    types.push(self.parse_type()?);
                } else if n == "nvgpu.mbarrier.test.wait" {
                    types.push(Type::Int(1));
                }
            }
            "nvgpu.tma.async.load" => {
                let tmap = self.operand()?;
                let crd = self.indices()?;
                self.expect(",", "after the coordinates")?;
                let bar = self.operand()?;
                let id = self.indices()?;
                self.expect_kw("to", "before the destination")?;
                let dst = self.operand()?;
                let mut mask = vec![];
                let mut hint = vec![];
                loop {
                    if self.eat_kw("multicast_mask") {
                        self.expect("=", "after multicast_mask")?;
                        mask.push(self.operand()?);
                    } else if self.eat_kw("l2_cache_hint") {
                        self.expect("=", "after l2_cache_hint")?;
                        hint.push(self.operand()?);
                    } else {
                        break;
                    }
                }
                op.operands = [vec![dst, bar, tmap], crd.clone(), id.clone(), mask.clone(), hint.clone()].concat();
                let pred = self.opt_predicate(op)?;
                Self::segments(op, &[1, 1, 1, crd.len(), id.len(), mask.len(), hint.len(), pred]);
                self.opt_attr_dict(&mut op.attrs)?;
                self.expect(":", "before the types")?;
                let tt = self.implied_type(TMAP)?;
                self.expect(",", "before the barrier type")?;
                let bt = self.implied_type(GROUP)?;
                self.expect("->", "before the destination type")?;
                let dt = self.parse_type()?;
                self.check_use(tmap, &tt, start, name)?;
                self.check_use(bar, &bt, start, name)?;
                self.check_use(dst, &dt, start, name)?;
                self.check_uses(&[crd, id].concat(), &idx, start, name)?;
                self.check_uses(&mask, &Type::Int(16), start, name)?;
                self.check_uses(&hint, &Type::Int(64), start, name)?;
                if pred > 0 {
                    self.check_use(*op.operands.last().unwrap(), &i1, start, name)?;
                }
            }
            // The store and the reduction read the same operands.
            "nvgpu.tma.async.store" | "nvgpu.tma.async.reduce" => {
                let src = self.operand()?;
                self.expect_kw("to", "before the descriptor")?;
                let tmap = self.operand()?;
                let crd = self.indices()?;
                let mut hint = vec![];
                if self.eat_kw("l2_cache_hint") {
                    self.expect("=", "after l2_cache_hint")?;
                    hint.push(self.operand()?);
                }
                op.operands = [vec![src, tmap], crd.clone(), hint.clone()].concat();
                let pred = self.opt_predicate(op)?;
                Self::segments(op, &[1, 1, crd.len(), hint.len(), pred]);
                self.opt_attr_dict(&mut op.attrs)?;
                self.expect(":", "before the types")?;
                let st = self.parse_type()?;
                self.expect("->", "before the descriptor type")?;
                let tt = self.implied_type(TMAP)?;
                self.check_use(src, &st, start, name)?;
                self.check_use(tmap, &tt, start, name)?;
                self.check_uses(&crd, &idx, start, name)?;
                if pred > 0 {
                    self.check_use(*op.operands.last().unwrap(), &i1, start, name)?;
                }
            }
            "nvgpu.stmatrix" => {
                op.operands.push(self.operand()?);
                self.expect(",", "after the stored fragment")?;
                op.operands.push(self.operand()?);
                let i = self.indices()?;
                op.operands.extend(i);
                self.opt_attr_dict(&mut op.attrs)?;
                self.expect(":", "before the types")?;
                self.type_list()?;
            }
            "nvgpu.tensormap.update.global_address" | "nvgpu.tensormap.update.box_dim" | "nvgpu.tensormap.update.element_stride" => {
                op.operands = self.operand_list()?;
                self.opt_attr_dict(&mut op.attrs)?;
                self.expect(":", "before the types")?;
                self.type_list()?;
            }
            "nvgpu.tma.prefetch.descriptor" | "nvgpu.tma.fence.descriptor" => {
                let tmap = self.operand()?;
                op.operands.push(tmap);
                let pred = self.opt_predicate(op)?;
                self.opt_attr_dict(&mut op.attrs)?;
                self.expect(":", "before the type")?;
                let tt = self.implied_type(TMAP)?;
                self.check_use(tmap, &tt, start, name)?;
                if pred > 0 {
                    self.check_use(op.operands[1], &i1, start, name)?;
                }
            }
            "nvgpu.tma.create.descriptor" => {
                let src = self.operand()?;
                self.expect_kw("box", "before the box dimensions")?;
                let b = self.indices()?;
                op.operands = [vec![src], b.clone()].concat();
                self.opt_attr_dict(&mut op.attrs)?;
                self.expect(":", "before the types")?;
                let st = self.parse_type()?;
                self.expect("->", "before the descriptor type")?;
                types.push(self.implied_type(TMAP)?);
                self.check_use(src, &st, start, name)?;
                self.check_uses(&b, &idx, start, name)?;
            }
            "nvgpu.warpgroup.generate.descriptor" | "nvgpu.warpgroup.descriptor" => {
                self.implied_signature(op, types, &[None, Some(TMAP)], WG_DESC, start, name)?;
            }
            "nvgpu.warpgroup.mma" => {
                self.implied_signature(op, types, &[Some(WG_DESC), Some(WG_DESC), Some(WG_ACC)], WG_ACC, start, name)?;
            }
            "nvgpu.warpgroup.mma.store" => {
                op.operands = self.operand_list()?;
                self.opt_attr_dict(&mut op.attrs)?;
                self.expect(":", "before the types")?;
                let at = self.implied_type(WG_ACC)?;
                self.expect_kw("to", "between the types")?;
                let dt = self.parse_type()?;
                for (v, t) in op.operands.iter().zip([&at, &dt]) {
                    self.check_use(*v, t, start, name)?;
                }
            }
            "nvgpu.mma.sync" | "nvgpu.mma.sp.sync" => {
                self.expect("(", "before the operands")?;
                op.operands = self.operand_list()?;
                self.expect(")", "after the operands")?;
                if n == "nvgpu.mma.sp.sync" {
                    self.expect_kw("metadata", "before the sparse metadata")?;
                    self.expect("(", "before the metadata")?;
                    op.operands.push(self.operand()?);
                    self.expect(")", "after the metadata")?;
                }
                self.opt_attr_dict(&mut op.attrs)?;
                self.expect(":", "before the types")?;
                let Type::Function(ins, outs) = self.parse_type()? else { return self.err_at(start, name.len(), "expected '(A, B, C) -> D' types") };
                let mut written = ins;
                if n == "nvgpu.mma.sp.sync" {
                    written.push(Type::Vector(vec![2], Box::new(Type::Int(16))));
                }
                if written.len() != op.operands.len() {
                    return self.err_at(start, name.len(), format!("'{name}' has {} operands but {} types", op.operands.len(), written.len()));
                }
                for (v, t) in op.operands.iter().zip(&written) {
                    self.check_use(*v, t, start, name)?;
                }
                *types = outs;
            }
            "nvgpu.ldmatrix" => {
                let src = self.operand()?;
                let i = self.indices()?;
                op.operands = [vec![src], i.clone()].concat();
                self.opt_attr_dict(&mut op.attrs)?;
                self.expect(":", "before the types")?;
                let st = self.parse_type()?;
                self.expect("->", "before the result type")?;
                types.push(self.parse_type()?);
                self.check_use(src, &st, start, name)?;
                self.check_uses(&i, &idx, start, name)?;
            }
            "nvgpu.rcp" => {
                let x = self.operand()?;
                op.operands.push(x);
                self.opt_attr_dict(&mut op.attrs)?;
                let t = self.colon_type()?;
                if !matches!(t, Type::Vector(..)) {
                    return self.err_at(start, name.len(), format!("'{name}' takes a vector (invalid kind of type specified: expected builtin.vector, but found '{t}')"));
                }
                self.check_use(x, &t, start, name)?;
                types.push(t);
            }
            "nvgpu.cvt_fpext" | "nvgpu.cvt_fptrunc" => {
                op.operands.push(self.operand()?);
                self.opt_attr_dict(&mut op.attrs)?;
                self.expect(":", "before the source type")?;
                self.parse_type()?;
                self.expect_kw("to", "between the types")?;
                types.push(self.parse_type()?);
            }
            _ => return Ok(false),
        }
        Ok(true)
    }
}
