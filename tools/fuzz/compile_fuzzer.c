/* compile_fuzzer.c: a libFuzzer entry point for the compiler.
 *
 * libFuzzer (clang -fsanitize=fuzzer) calls LLVMFuzzerTestOneInput with
 * byte strings it evolves by watching which branches each one reaches; this
 * hands each to compile_source() -- lexer, parser, symbol table and code
 * generator, as `fpy --dis` would -- in one long-lived process, so it runs
 * thousands of inputs a second where tools/fuzz/run starts a process per
 * program.  An input may be rejected (a SyntaxError, MemoryError or
 * RecursionError is cleared); it may not crash, trip a sanitizer or an
 * FPY_ASSERT.  Nothing is run: run-time behaviour is tools/fuzz/run's.
 *
 * Built only with meson's -Dfuzzer=true (clang; every file instrumented
 * with -fsanitize=fuzzer-no-link); docs/testing.md shows the commands.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "compiler/compiler.h"
#include "runtime/api.h"
#include "vm/eval.h"
#include "vm/thread.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static Interp interp;
    static bool ready;
    if (!ready) {
        if (thread_init_main(&interp) == NULL || runtime_init(&interp) < 0) abort();
        ready = true;
    }
    /* The compiler reads a NUL-terminated buffer, as fpy's file reader makes. */
    char *src = malloc(size + 1);
    if (src == NULL) return 0;
    memcpy(src, data, size);
    src[size] = '\0';
    CodeObject *co = compile_source(src, size, "<fuzz>");
    free(src);
    if (co != NULL) {
        DECREF((Object *)co);
    } else {
        Object *e = err_fetch();
        FPY_ASSERT(e != NULL, "a rejection always says why");
        if (e != NULL) DECREF(e);
    }
    return 0;
}
