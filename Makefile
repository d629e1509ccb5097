# nvisel: the two commands are `make run` (serve the explorer) and `make test` (every test).
# Both install what is missing first and skip what is already there at the pinned version.

SHELL := bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := run

TRUNK_VERSION := 0.21.14
# wasm-bindgen-cli must be exactly the wasm-bindgen that Cargo.lock pins.
WASM_BINDGEN_VERSION := $(shell sed -n '/^name = "wasm-bindgen"$$/{n;s/^version = "\(.*\)"$$/\1/p;}' Cargo.lock)
# The oracle tools (ptxas, nvdisasm, cuobjdump, libNVVM, LLVM 22 through llvmlite), in a venv
# outside the repository.
PY_PINS := nvidia-cuda-nvcc==13.5.37 nvidia-cuda-nvdisasm==13.5.37 nvidia-cuda-cuobjdump==13.5.37 llvmlite==0.50.0
VENV ?= $(HOME)/.cache/nvisel/venv
PYTHON ?= python3

export NVISEL_VENV := $(VENV)
export PATH := $(CURDIR)/tools/node_modules/.bin:$(HOME)/.cargo/bin:$(PATH)
export CHROMEDRIVER ?= /usr/bin/chromedriver
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: run test deps test-deps llvm-tools mlir-opt clang wasm-target trunk wasm-bindgen node-tools chromium venv \
        test-native test-wasm test-e2e build-web

## run: install the build tools and serve the explorer at http://127.0.0.1:8080
run: deps
	trunk serve --release

## test: install everything the tests need, then run every test
test: test-deps
	$(MAKE) --no-print-directory test-native test-wasm test-e2e
	@echo "make test: all suites passed"

deps: wasm-target trunk wasm-bindgen node-tools
test-deps: deps chromium venv llvm-tools mlir-opt clang

wasm-target:
	@rustup target list --installed | grep -qx wasm32-unknown-unknown \
	  || rustup target add wasm32-unknown-unknown

trunk:
	@[ "$$(trunk --version 2>/dev/null)" = "trunk $(TRUNK_VERSION)" ] \
	  || cargo install trunk --version $(TRUNK_VERSION) --locked

# Without --locked: the locked set names a crate version the registry here does not have.
wasm-bindgen:
	@[ -n "$(WASM_BINDGEN_VERSION)" ] || { echo "no wasm-bindgen in Cargo.lock"; exit 1; }
	@[ "$$(wasm-bindgen --version 2>/dev/null)" = "wasm-bindgen $(WASM_BINDGEN_VERSION)" ] \
	  || cargo install wasm-bindgen-cli --version $(WASM_BINDGEN_VERSION)

# binaryen's wasm-opt 132 (Trunk would download it from GitHub) and playwright-core for the
# end-to-end test, pinned in tools/package-lock.json.
node-tools:
	@cmp -s tools/package-lock.json tools/node_modules/.nvisel-lock 2>/dev/null \
	  || { (cd tools && npm ci --no-audit --no-fund) && cp tools/package-lock.json tools/node_modules/.nvisel-lock; }

chromium:
	@dpkg -s chromium chromium-driver >/dev/null 2>&1 \
	  || { $(SUDO) apt-get update && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y chromium chromium-driver; }

# mlir-opt of LLVM 22 (Debian mlir-22-tools: mlir-opt-22), the oracle of `--test mlir_nvgpu`.
mlir-opt:
	@command -v mlir-opt-22 >/dev/null \
	  || { $(SUDO) apt-get update && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y mlir-22-tools; }

# LLVM 22's llc, llvm-as and llvm-dis (Debian's llvm-22): the LLVM-surface sweep compares with llc-22.
llvm-tools:
	@command -v llc-22 >/dev/null && command -v llvm-as-22 >/dev/null && command -v llvm-dis-22 >/dev/null \
	  || { $(SUDO) apt-get update && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y llvm-22; }

# clang 22: `nvisel compile k.cu` makes device IR with it (the CLI's tests run it).
clang:
	@command -v clang-22 >/dev/null \
	  || { $(SUDO) apt-get update && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y clang-22; }

venv:
	@[ "$$(cat $(VENV)/.nvisel-pins 2>/dev/null)" = "$(PY_PINS)" ] || { \
	  $(PYTHON) -m venv $(VENV) && $(VENV)/bin/pip install -q $(PY_PINS) && echo "$(PY_PINS)" > $(VENV)/.nvisel-pins; }

## unit tests, filetests and oracle tests (native), and the core's wasm build
test-native:
	cargo test --workspace --exclude nvisel-web
	cargo build -p nvisel --no-default-features --target wasm32-unknown-unknown

## component tests in headless Chromium (the debug test module is ~270 MB: on a loaded machine
## loading it outlasts wasm-bindgen-test-runner's default 20 s, so the limit is raised)
test-wasm:
	cd web && WASM_BINDGEN_TEST_TIMEOUT=300 cargo test --target wasm32-unknown-unknown

## the end-to-end test: build the app, serve it on loopback, drive it in headless Chromium
test-e2e: build-web
	node tests/e2e/explorer.mjs dist

build-web:
	trunk build --release
