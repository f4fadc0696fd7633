/* generator.h: generator objects (vm/generator.c). */
#ifndef FPY_GENERATOR_H
#define FPY_GENERATOR_H

#include "vm/frame.h"
#include "vm/function.h"

enum { GEN_CREATED, GEN_SUSPENDED, GEN_RUNNING, GEN_CLOSED };

typedef struct {
    Object ob;
    Object *func;         /* owned: keeps the code and globals alive */
    Object *name;         /* owned str */
    Object *qualname;     /* owned str */
    Object *exc_info;     /* the generator's handled exception while suspended, owned, or NULL */
    _Atomic(uint8_t) state; /* GEN_*; SUSPENDED/CREATED -> RUNNING only by compare-and-swap */
    Frame *frame;         /* points into frame_mem */
    _Alignas(16) char frame_mem[];
} GenObject;

extern Type Generator_Type;

/* New ref: the generator of a call to fn (a CO_GENERATOR function) with
 * borrowed args, the arguments bound into its own frame. */
Object *gen_new(FunctionObject *fn, Object *const *args, ssize_t nargs, Object *kwnames);
/* Resume gen: send arg (borrowed), or raise exc (stolen) at the yield when
 * exc is non-NULL.  Returns 0 with *result = the yielded value (new ref),
 * 1 with *result = the returned value (new ref; also when gen was already
 * finished: None), -1 on error. */
int gen_send_ex(Object *gen, Object *arg, Object *exc, Object **result);

#endif
