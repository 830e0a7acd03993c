# Embedded port (issue 8): resil.h cross-built for Cortex-M0+, Cortex-M4F
# and RV32IMAC with the strict warning set, checked for what it links, its
# footprint compared with the committed table, and a replay program run on
# QEMU whose decisions must match the native build byte for byte.
#
#   make embedded            build, check, run (a target whose toolchain or
#                            QEMU is missing is skipped with a message; with
#                            CI=true a skip is a failure)
#   make footprint-update    rewrite tests/embedded/footprint.txt on purpose
#   make test-embedded       the same as `make embedded`, as a test step
#
# Toolchains: Debian's gcc-arm-none-eabi and gcc-riscv64-unknown-elf, no C
# library (-nostdlib; tests/embedded/mem.c gives mem*). See
# tests/embedded/PORTING.md.

EMB       := $(BUILD)/embedded
EMBS      := tests/embedded
EMB_ALL   := m0plus m4f rv32

EMB_CROSS_m0plus := arm-none-eabi-
EMB_ARCH_m0plus  := -mcpu=cortex-m0plus -mthumb -mfloat-abi=soft
EMB_LDS_m0plus   := $(EMBS)/cortexm.ld
EMB_START_m0plus := start_cortexm.c
EMB_QEMU_m0plus  := qemu-system-arm -M microbit

EMB_CROSS_m4f := arm-none-eabi-
EMB_ARCH_m4f  := -mcpu=cortex-m4 -mthumb -mfpu=fpv4-sp-d16 -mfloat-abi=hard
EMB_LDS_m4f   := $(EMBS)/cortexm.ld
EMB_START_m4f := start_cortexm.c
EMB_QEMU_m4f  := qemu-system-arm -M mps2-an386

EMB_CROSS_rv32 := riscv64-unknown-elf-
EMB_ARCH_rv32  := -march=rv32imac -mabi=ilp32
EMB_LDS_rv32   := $(EMBS)/rv32.ld
EMB_START_rv32 := start_rv32.S
EMB_QEMU_rv32  := qemu-system-riscv32 -M virt -bios none

EMB_QEMU_FLAGS := -nographic -semihosting-config enable=on,target=native
EMB_TIMEOUT    := 60

# The library build: every part compiled in (RESIL_IMPLEMENTATION, names
# and messages included), -Os, sections per function for the map.
EMB_CFLAGS  := -std=c99 -Os -ffreestanding -ffunction-sections \
               -fdata-sections $(WARN_C)
EMB_LDFLAGS := -nostdlib -Wl,--gc-sections -Wl,--fatal-warnings
EMB_INC     := -I. -I$(EMBS) -I$(EMB)

# Targets whose compiler is installed (the others are skipped by check.sh).
EMB_HAVE := $(foreach t,$(EMB_ALL),$(if $(shell command -v $(EMB_CROSS_$(t))gcc 2>/dev/null),$(t)))

EMB_RT      := emb_common.o semihost.o start_common.o start.o mem.o
EMB_HDRS    := $(EMBS)/emb.h $(EMBS)/replay.h

# -- host side: script generator, native replay, expected digest --------
$(EMB)/.dir:
	@mkdir -p $(EMB) $(foreach t,$(EMB_ALL),$(EMB)/$(t)) $(EMB)/native
	@touch $@

$(EMB)/gen-script: $(EMBS)/gen_script.c $(EMBS)/replay.h | $(EMB)/.dir
	$(CC) $(STRICT_C) -O1 $(EMB_INC) $< -o $@

$(EMB)/script.h: $(EMB)/gen-script
	$(EMB)/gen-script >$@.tmp && mv $@.tmp $@

# Failures reach resil as error text (resil_report_text: the classifier
# finds class and Retry-After) once the classifier is implemented, i.e.
# once resil.h defines resil_report_text as well as declaring it. A native
# build that reports plain classes must then decide exactly the same.
EMB_REPLAY_TEXT := $(if $(filter 0 1,$(shell grep -c '^RESILDEF int resil_report_text.resil_engine' resil.h)),0,1)

EMB_NATIVE_SRC := $(EMBS)/replay.c $(EMBS)/emb_common.c $(EMBS)/emb_native.c \
                  tests/impl.c
$(EMB)/native/replay: $(EMB_NATIVE_SRC) $(EMB_HDRS) resil.h $(EMB)/script.h
	$(CC) $(STRICT_C) -O2 -DREPLAY_USE_TEXT=$(EMB_REPLAY_TEXT) $(EMB_INC) \
	  $(EMB_NATIVE_SRC) -o $@

$(EMB)/native/replay-cls: $(EMB_NATIVE_SRC) $(EMB_HDRS) resil.h $(EMB)/script.h
	$(CC) $(STRICT_C) -O2 -DREPLAY_USE_TEXT=0 $(EMB_INC) $(EMB_NATIVE_SRC) -o $@

$(EMB)/native/%.out: $(EMB)/native/%
	$< >$@ 2>$(@:.out=.err)

# The native run's output digest, compiled into the target replay: the
# target's exit status then says whether it decided the same.
$(EMB)/expect.h: $(EMB)/native/replay.out mk/embedded.mk
	sed -n 's/^replay: output fnv1a \([0-9a-f]*\) bytes \([0-9]*\)$$/#ifndef REPLAY_EXPECT_FNV\n#define REPLAY_EXPECT_FNV 0x\1u\n#endif\n#define REPLAY_EXPECT_BYTES \2u/p' \
	  $(EMB)/native/replay.err >$@.tmp
	@grep -q REPLAY_EXPECT_FNV $@.tmp || { echo "no digest in $(EMB)/native/replay.err"; exit 1; }
	mv $@.tmp $@

# The gateway example, built with the strict flags on the host.
$(EMB)/native/gateway: examples/gateway.c resil.h | $(EMB)/.dir
	$(CC) $(STRICT_C) -O2 -I. $< -o $@

# sizeof of every public struct, one array per type, read back with nm.
$(EMB)/sizes.c: resil.h mk/embedded.mk | $(EMB)/.dir
	awk 'BEGIN { print "#include \"resil.h\"" } \
	     /^typedef struct/ { st = 1 } /^typedef (enum|union)/ { st = 0 } \
	     st && /^} resil_[a-z0-9][a-z0-9_]*;$$/ { n = $$2; sub(/;/, "", n); \
	       print "char emb_sizeof_" n "[sizeof(" n ")];" }' resil.h >$@

# ... and of the structs a core-only program holds (section 8's are gone).
$(EMB)/sizes-core.c: mk/embedded.mk | $(EMB)/.dir
	{ echo '#include "resil.h"'; for t in resil_engine resil_endpoint resil_task resil_desc; do \
	  echo "char emb_sizeof_$$t[sizeof($$t)];"; done; } >$@

# -- one set of rules per target -----------------------------------------
# -nostdinc with only the compiler's own freestanding headers: a C
# library installed next to the cross compiler (newlib) cannot sneak in.
define EMB_TARGET_RULES
EMB_CC_$(1) := $(EMB_CROSS_$(1))gcc $(EMB_ARCH_$(1)) -nostdinc \
  -isystem $(shell $(EMB_CROSS_$(1))gcc -print-file-name=include)

$(EMB)/$(1)/impl.o: tests/impl.c resil.h $(EMBS)/poison.h | $(EMB)/.dir
	$$(EMB_CC_$(1)) $(EMB_CFLAGS) -g -fstack-usage -include $(EMBS)/poison.h \
	  -I. -c $$< -o $$@

$(EMB)/$(1)/mem.o: $(EMBS)/mem.c | $(EMB)/.dir
	$$(EMB_CC_$(1)) $(EMB_CFLAGS) -fno-tree-loop-distribute-patterns -c $$< -o $$@

$(EMB)/$(1)/start.o: $(EMBS)/$(EMB_START_$(1)) $(EMBS)/emb.h | $(EMB)/.dir
	$$(EMB_CC_$(1)) $(if $(filter %.c,$(EMB_START_$(1))),$(EMB_CFLAGS)) $(EMB_INC) -c $$< -o $$@

$(EMB)/$(1)/replay.o: $(EMBS)/replay.c $(EMB_HDRS) $(EMB)/script.h $(EMB)/expect.h
	$$(EMB_CC_$(1)) $(EMB_CFLAGS) -DREPLAY_EXPECT \
	  -DREPLAY_USE_TEXT=$(EMB_REPLAY_TEXT) $(EMB_INC) -c $$< -o $$@

# The same replay expecting a different digest: must exit 2.
$(EMB)/$(1)/replay-wrong.o: $(EMBS)/replay.c $(EMB_HDRS) $(EMB)/script.h $(EMB)/expect.h
	$$(EMB_CC_$(1)) $(EMB_CFLAGS) -DREPLAY_EXPECT -DREPLAY_EXPECT_FNV=0x12345678u \
	  -DREPLAY_USE_TEXT=$(EMB_REPLAY_TEXT) $(EMB_INC) -c $$< -o $$@

$(EMB)/$(1)/gateway.o: examples/gateway.c resil.h | $(EMB)/.dir
	$$(EMB_CC_$(1)) $(EMB_CFLAGS) -DGATEWAY_NO_MAIN -I. -c $$< -o $$@

$(EMB)/$(1)/sizes.o: $(EMB)/sizes.c resil.h
	$$(EMB_CC_$(1)) $(EMB_CFLAGS) -I. -c $$< -o $$@

$(EMB)/$(1)/minimal.o: $(EMBS)/minimal.c resil.h | $(EMB)/.dir
	$$(EMB_CC_$(1)) $(EMB_CFLAGS) -I. -c $$< -o $$@

$(EMB)/$(1)/%.o: $(EMBS)/%.c $(EMBS)/emb.h | $(EMB)/.dir
	$$(EMB_CC_$(1)) $(EMB_CFLAGS) $(EMB_INC) -c $$< -o $$@

$(EMB)/$(1)/replay.elf: $(EMB)/$(1)/replay.o $(EMB)/$(1)/impl.o $(addprefix $(EMB)/$(1)/,$(EMB_RT)) $(EMB_LDS_$(1))
	$$(EMB_CC_$(1)) $(EMB_LDFLAGS) -T $(EMB_LDS_$(1)) -Wl,-Map,$$(@:.elf=.map) \
	  $$(filter %.o,$$^) -lgcc -o $$@

$(EMB)/$(1)/gateway.elf: $(EMB)/$(1)/gateway.o $(EMB)/$(1)/gateway_board.o $(addprefix $(EMB)/$(1)/,$(EMB_RT)) $(EMB_LDS_$(1))
	$$(EMB_CC_$(1)) $(EMB_LDFLAGS) -T $(EMB_LDS_$(1)) $$(filter %.o,$$^) -lgcc -o $$@

$(EMB)/$(1)/replay-wrong.elf: $(EMB)/$(1)/replay-wrong.o $(EMB)/$(1)/impl.o $(addprefix $(EMB)/$(1)/,$(EMB_RT)) $(EMB_LDS_$(1))
	$$(EMB_CC_$(1)) $(EMB_LDFLAGS) -T $(EMB_LDS_$(1)) $$(filter %.o,$$^) -lgcc -o $$@

$(EMB)/$(1)/fault.elf: $(EMB)/$(1)/fault.o $(addprefix $(EMB)/$(1)/,$(EMB_RT)) $(EMB_LDS_$(1))
	$$(EMB_CC_$(1)) $(EMB_LDFLAGS) -T $(EMB_LDS_$(1)) $$(filter %.o,$$^) -lgcc -o $$@

$(EMB)/$(1)/impl-nostr.o: tests/impl.c resil.h $(EMBS)/poison.h | $(EMB)/.dir
	$$(EMB_CC_$(1)) $(EMB_CFLAGS) -DRESIL_NO_STRINGS -include $(EMBS)/poison.h \
	  -I. -c $$< -o $$@

# Core only (issue 16): every part compiled out (RESIL_CORE_ONLY), also
# without names and messages; and its RAM at 2 endpoints and 2 chains.
EMB_CORE_DEFS := -DRESIL_CORE_ONLY
EMB_CORE_RAM  := -DRESIL_MAX_ENDPOINTS=2 -DRESIL_MAX_CHAINS=2

$(EMB)/$(1)/impl-core.o: tests/impl.c resil.h $(EMBS)/poison.h | $(EMB)/.dir
	$$(EMB_CC_$(1)) $(EMB_CFLAGS) $$(EMB_CORE_DEFS) -include $(EMBS)/poison.h \
	  -I. -c $$< -o $$@

$(EMB)/$(1)/impl-core-nostr.o: tests/impl.c resil.h $(EMBS)/poison.h | $(EMB)/.dir
	$$(EMB_CC_$(1)) $(EMB_CFLAGS) $$(EMB_CORE_DEFS) -DRESIL_NO_STRINGS \
	  -include $(EMBS)/poison.h -I. -c $$< -o $$@

$(EMB)/$(1)/minimal-core.o: $(EMBS)/minimal.c resil.h | $(EMB)/.dir
	$$(EMB_CC_$(1)) $(EMB_CFLAGS) $$(EMB_CORE_DEFS) -I. -c $$< -o $$@

$(EMB)/$(1)/minimal-core-nostr.o: $(EMBS)/minimal.c resil.h | $(EMB)/.dir
	$$(EMB_CC_$(1)) $(EMB_CFLAGS) $$(EMB_CORE_DEFS) -DRESIL_NO_STRINGS -I. -c $$< -o $$@

$(EMB)/$(1)/minimal-core%elf: $(EMB)/$(1)/minimal-core%o $(EMB)/$(1)/impl-core%o $(EMB)/$(1)/mem.o $(EMB_LDS_$(1))
	$$(EMB_CC_$(1)) $(EMB_LDFLAGS) -T $(EMB_LDS_$(1)) -Wl,-e,emb_minimal \
	  $$(filter %.o,$$^) -lgcc -o $$@

$(EMB)/$(1)/sizes-core.o: $(EMB)/sizes-core.c resil.h
	$$(EMB_CC_$(1)) $(EMB_CFLAGS) $$(EMB_CORE_DEFS) $$(EMB_CORE_RAM) -I. -c $$< -o $$@

# The whole library as a program would link it: every public symbol kept
# (-u), nothing else; the map of this image gives the footprint.
$(EMB)/$(1)/lib%elf: $(EMB)/$(1)/impl%o $(EMB)/$(1)/mem.o $(EMB_LDS_$(1))
	$$(EMB_CC_$(1)) $(EMB_LDFLAGS) -T $(EMB_LDS_$(1)) -Wl,-e,0 \
	  $$$$($(EMB_CROSS_$(1))nm -g --defined-only $$< | \
	       awk '$$$$2 ~ /^[TDR]$$$$/ { printf "-Wl,-u,%s ", $$$$3 }') \
	  -Wl,-Map,$$(@:.elf=.map) $$< $(EMB)/$(1)/mem.o -lgcc -o $$@

# The smallest useful program (minimal.c): what --gc-sections keeps.
$(EMB)/$(1)/minimal.elf: $(EMB)/$(1)/minimal.o $(EMB)/$(1)/impl.o $(EMB)/$(1)/mem.o $(EMB_LDS_$(1))
	$$(EMB_CC_$(1)) $(EMB_LDFLAGS) -T $(EMB_LDS_$(1)) -Wl,-e,emb_minimal \
	  $$(filter %.o,$$^) -lgcc -o $$@

EMB_BUILD_ALL += $(addprefix $(EMB)/$(1)/,impl.o lib.elf lib-nostr.elf minimal.elf sizes.o \
  lib-core.elf minimal-core.elf minimal-core-nostr.elf sizes-core.o replay.elf replay-wrong.elf fault.elf gateway.elf)
endef
$(foreach t,$(EMB_HAVE),$(eval $(call EMB_TARGET_RULES,$(t))))

EMB_BUILD_ALL += $(EMB)/native/replay.out $(EMB)/native/replay-cls.out \
                 $(EMB)/native/gateway

# What check.sh checks: one line per target
# (name|binutils prefix|compiler flags|QEMU command).
EMB_TARGETS_TXT = @: >$(EMB)/targets.txt; \
	$(foreach t,$(EMB_ALL),echo '$(t)|$(EMB_CROSS_$(t))|$(EMB_ARCH_$(t))|$(EMB_QEMU_$(t)) $(EMB_QEMU_FLAGS)' >>$(EMB)/targets.txt;)

embedded: $(EMB_BUILD_ALL)
	$(EMB_TARGETS_TXT)
	@EMB="$(EMB)" PYTHON="$(PYTHON)" TIMEOUT="$(EMB_TIMEOUT)" \
	  REPLAY_TEXT=$(EMB_REPLAY_TEXT) sh $(EMBS)/check.sh

footprint-update: $(EMB_BUILD_ALL)
	$(EMB_TARGETS_TXT)
	@EMB="$(EMB)" PYTHON="$(PYTHON)" TIMEOUT="$(EMB_TIMEOUT)" \
	  REPLAY_TEXT=$(EMB_REPLAY_TEXT) sh $(EMBS)/check.sh --update-footprint

test-embedded: embedded

TEST_STEPS += test-embedded

.PHONY: embedded footprint-update test-embedded
