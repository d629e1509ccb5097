; x86_fp80 and fp128 have no NVPTX lowering: rejected with a diagnostic.
; RUN: --emit llvm
; ERR: unsupported_type.ll:6:13: error: type 'x86_fp80' is not supported on NVPTX
; EXIT: 1

@g = global x86_fp80 0xK00000000000000000000
