//! Custom forms of the ops around nvgpu code as `mlir-opt-22` prints them: views and
//! reinterpreted casts of raw buffers, the host side's `gpu.wait` and `gpu.launch_func` with
//! their async tokens, linalg's `ins(...)`/`outs(...)` and the transform dialect's match.

use super::*;

/// MLIR's marker for a dynamic entry of a static offsets/sizes/strides list.
pub(super) const DYNAMIC: i64 = i64::MIN;

impl Parser<'_> {
    /// `[4, %n, 1]`: integers and SSA values mixed; the values are appended to `operands` and
    /// stand as [`DYNAMIC`] in the returned static list.
    pub(super) fn mixed_list(&mut self, operands: &mut Vec<ValueId>) -> PResult<Vec<i64>> {
        self.expect("[", "to open the list")?;
        let mut list = vec![];
        if !self.eat("]") {
            loop {
                if self.at("%") {
                    operands.push(self.operand()?);
                    list.push(DYNAMIC);
                } else {
                    list.push(self.integer()? as i64);
                }
                if !self.eat(",") {
                    break;
                }
            }
            self.expect("]", "to close the list")?;
        }
        Ok(list)
    }

    /// `{attrs} : T to U`, the tail of the view-like ops; returns U.
    pub(super) fn cast_tail(&mut self, op: &mut Op) -> PResult<Type> {
        self.opt_attr_dict(&mut op.attrs)?;
        self.expect(":", "before the source type")?;
        self.parse_type()?;
        self.expect_kw("to", "between the types")?;
        self.parse_type()
    }

    /// The custom form of `n` when it is one of these ops; `Ok(false)` otherwise.
    pub(super) fn structure_form(&mut self, n: &str, op: &mut Op, types: &mut Vec<Type>) -> PResult<bool> {
        match n {
            // memref.view %buf[%byte_shift][%sizes...] : memref<Nxi8> to memref<...>
            "memref.view" => {
                op.operands.push(self.operand()?);
                let shift = self.indices()?;
                let sizes = self.indices()?;
                op.operands.extend(shift);
                op.operands.extend(sizes);
                types.push(self.cast_tail(op)?);
            }
            // memref.reinterpret_cast %src to offset: [o], sizes: [...], strides: [...] : T to U
            "memref.reinterpret_cast" => {
                op.operands.push(self.operand()?);
                self.expect_kw("to", "before the offset")?;
                let mut segments = vec![1];
                for (key, attr) in [("offset", "static_offsets"), ("sizes", "static_sizes"), ("strides", "static_strides")] {
                    if key != "offset" {
                        self.expect(",", "between the lists")?;
                    }
                    self.expect_kw(key, "in the reinterpreted layout")?;
                    self.expect(":", "after the list's name")?;
                    let before = op.operands.len();
                    let list = self.mixed_list(&mut op.operands)?;
                    segments.push(op.operands.len() - before);
                    op.attrs.insert(attr.into(), Attr::DenseArray(Type::Int(64), list.into_iter().map(i128::from).collect()));
                }
                Self::segments(op, &segments);
                types.push(self.cast_tail(op)?);
            }
            // gpu.wait [async] [[%deps]]
            "gpu.wait" => {
                let token = self.eat_kw("async");
                if self.at("[") {
                    op.operands = self.indices()?;
                }
                self.opt_attr_dict(&mut op.attrs)?;
                if token {
                    types.push(Type::GpuAsyncToken);
                }
            }
            // gpu.launch_func [async] [[%deps]] @module::@kernel blocks in (x, y, z) threads in
            // (x, y, z) [dynamic_shared_memory_size %s] [args(%v : T, ...)]
            "gpu.launch_func" => {
                let token = self.eat_kw("async");
                let deps = if self.at("[") { self.indices()? } else { vec![] };
                let kernel = self.parse_attr()?;
                op.attrs.insert("kernel".into(), kernel);
                let mut dims = vec![];
                for (kw, what) in [("blocks", "the grid size"), ("threads", "the block size")] {
                    self.expect_kw(kw, &format!("before {what}"))?;
                    self.expect_kw("in", &format!("before {what}"))?;
                    self.expect("(", &format!("to open {what}"))?;
                    let v = self.operand_list()?;
                    if v.len() != 3 {
                        return self.err(format!("expected three values for {what}"));
                    }
                    self.expect(")", &format!("to close {what}"))?;
                    dims.extend(v);
                }
                let mut smem = vec![];
                if self.eat_kw("dynamic_shared_memory_size") {
                    smem.push(self.operand()?);
                }
                let mut args = vec![];
                if self.eat_kw("args") {
                    self.expect("(", "to open the kernel arguments")?;
                    if !self.eat(")") {
                        loop {
                            let v = self.operand()?;
                            self.expect(":", "before the argument's type")?;
                            self.parse_type()?;
                            args.push(v);
                            if !self.eat(",") {
                                break;
                            }
                        }
                        self.expect(")", "to close the kernel arguments")?;
                    }
                }
                self.opt_attr_dict(&mut op.attrs)?;
                let sizes = [deps.len(), 1, 1, 1, 1, 1, 1, 0, 0, 0, smem.len(), args.len(), 0];
                op.operands = [deps, dims, smem, args].concat();
                Self::segments(op, &sizes);
                if token {
                    types.push(Type::GpuAsyncToken);
                }
            }
            // A linalg structured op: `linalg.NAME ins(%a, ... : T, ...) outs(%c, ... : T, ...)
            // {attrs} [-> results]`. Read for its structure (it is not lowered here: MLIR's
            // linalg passes or the transform dialect rewrite it first).
            n if n.starts_with("linalg.") && self.at("ins") => {
                let mut sizes = vec![];
                for kw in ["ins", "outs"] {
                    let before = op.operands.len();
                    if self.eat_kw(kw) {
                        self.expect("(", &format!("after '{kw}'"))?;
                        let vs = self.operand_list()?;
                        self.expect(":", "before the operand types")?;
                        let ts = self.type_list()?;
                        self.expect(")", &format!("to close '{kw}'"))?;
                        if vs.len() != ts.len() {
                            return self.err(format!("'{kw}' lists {} values but {} types", vs.len(), ts.len()));
                        }
                        op.operands.extend(vs);
                    }
                    sizes.push(op.operands.len() - before);
                }
                Self::segments(op, &sizes);
                self.opt_attr_dict(&mut op.attrs)?;
                if self.eat("->") {
                    *types = self.result_types()?;
                }
            }
            // transform.structured.match ops{["linalg.matmul"]} in %root : (T) -> T
            "transform.structured.match" => {
                if self.eat_kw("ops") {
                    let d = self.attr_dict_braced_value()?;
                    op.attrs.insert("ops".into(), d);
                }
                self.expect_kw("in", "before the matched handle")?;
                op.operands.push(self.operand()?);
                self.opt_attr_dict(&mut op.attrs)?;
                self.expect(":", "before the types")?;
                match self.parse_type()? {
                    Type::Function(_, outs) => *types = outs,
                    _ => return self.err("expected '(T) -> T' types"),
                }
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// `{VALUE}`: one attribute value in braces (`ops{["linalg.matmul"]}`).
    fn attr_dict_braced_value(&mut self) -> PResult<Attr> {
        self.expect("{", "to open the value")?;
        let a = self.parse_attr()?;
        self.expect("}", "to close the value")?;
        Ok(a)
    }
}
