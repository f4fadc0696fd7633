/* frame.h: interpreter frames and the per-thread frame stack.
 *
 * A frame is the activation record of one code object: the code, the
 * function it came from, its globals, and one array `localsplus` holding
 *   [ locals (nlocals) | cells (ncells) | frees (nfree) | value stack (stacksize) ]
 * (vm/code.h).  Frames of ordinary calls live on a per-thread stack of
 * contiguous chunks (vm/frame.c), pushed and popped by bumping a pointer:
 * no malloc per call.  A generator's frame lives inside the generator
 * object instead (vm/generator.c), because it outlives the call.
 *
 * Reference rule (gc/deferred.c): every slot of localsplus and of the value
 * stack holds a *stack reference*: counted with STACK_INCREF/STACK_DECREF,
 * i.e. not counted at all for deferred objects (functions, code, modules).
 * A value leaving the stack for something that outlives the frame becomes a
 * real reference through stack_to_owned(); a new (counted) reference from C
 * code enters the stack through stack_from_owned().  These two helpers are
 * the only places that convert.
 *
 * For the collector (gc/collect.c): the roots of a thread are, for each frame on
 * the ts->frame chain, f->func, f->code, f->locals, localsplus[0 .. nlocalsplus)
 * (NULL = empty) and the value stack [stack_base .. f->sp).  f->sp is stored
 * at the start of every instruction, before any operand is popped, so a
 * collection triggered inside an instruction sees its operands as live;
 * results pushed by the instruction are new references held by C locals
 * until then.  frame_traverse() visits exactly these.  Because f->sp is
 * refreshed only per instruction, a slot below it may name an operand the
 * instruction has already released (a DECREF can run a finaliser that
 * allocates and collects): the collector must take from thread stacks only
 * the references to *deferred* objects (which counting never frees, so such
 * a slot is harmless: at worst it keeps one alive a cycle longer), checking
 * the ALIVE bit before reading a block's flags, and rely on the counts for
 * everything else.  A suspended generator's frame (sp saved at the yield)
 * is exact.
 */
#ifndef FPY_FRAME_H
#define FPY_FRAME_H

#include "gc/refcount.h"
#include "vm/code.h"
#include "vm/thread.h"

enum {
    FRAME_ON_STACK = 0,    /* owned by the thread's frame stack */
    FRAME_IN_GENERATOR = 1 /* owned by a generator object */
};

/* How a frame the interpreter entered from an instruction of its caller
 * (in the same loop) gives back its result (vm/eval.c, do_return). */
enum {
    FRAME_RET_CALL = 0, /* CALL: the result replaces the callable on the caller's stack */
    FRAME_RET_INIT = 1, /* CALL of a class, this frame its __init__: the caller's stack already ends with the instance */
    FRAME_RET_BINOP = 2 /* BINARY_OP, this frame the left operand's __add__ & co: the result replaces both operands */
};

typedef struct Frame {
    CodeObject *code;      /* borrowed: kept alive by func (or by eval_code's caller) */
    Object *func;          /* the Function running, or NULL (module code): borrowed */
    Object *globals;       /* dict, borrowed from func / the caller */
    Object *builtins;      /* dict, borrowed (interp->builtins) */
    Object *locals;        /* dict for LOAD_NAME/STORE_NAME (module, class bodies), or NULL; borrowed */
    struct Frame *previous;/* the caller (toward the outermost frame) */
    Object **sp;           /* value stack top, saved at each instruction start */
    int instr;             /* index of the next instruction to run (saved at calls and yields) */
    uint8_t owner;         /* FRAME_ON_STACK / FRAME_IN_GENERATOR */
    uint8_t is_entry;      /* returning from it returns from eval_frame to C */
    uint8_t yielded;       /* set by YIELD_VALUE when eval_frame returns a yielded value */
    uint8_t ret_kind;      /* FRAME_RET_*: what returning from it leaves on the caller's stack */
    int nlocalsplus;       /* nlocals + ncells + nfree */
    Object *localsplus[];  /* then the value stack */
} Frame;

static inline Object **frame_stack_base(Frame *f) { return f->localsplus + f->nlocalsplus; }

/* Bytes a frame of `co` needs. */
static inline size_t frame_size(const CodeObject *co)
{
    return sizeof(Frame) + (size_t)(co->nlocals + co->ncells + co->nfree + co->stacksize) * sizeof(Object *);
}

/* ---- the conversions between stack references and counted ones ------- */

static inline bool obj_is_deferred(const Object *o) { return !is_small(o) && (o->ob_flags & OBF_DEFERRED); }

/* A stack reference is moving into something that outlives the frame
 * (a container, a cell, a C caller): give it a real count.  Returns o. */
static inline Object *stack_to_owned(Object *o)
{
    if (obj_is_deferred(o)) INCREF(o);
    return o;
}
/* A new (counted) reference from C is becoming a stack reference: the
 * stack does not count deferred objects, so drop the count (the collector's
 * extra reference keeps the object alive).  Returns o. */
static inline Object *stack_from_owned(Object *o)
{
    if (obj_is_deferred(o)) DECREF(o);
    return o;
}

/* ---- the frame stack (vm/frame.c) ------------------------------------ */

/* One chunk of a thread's frame stack (see frame.c). */
typedef struct FrameChunk {
    struct FrameChunk *prev; /* the chunk below (older frames) */
    struct FrameChunk *next; /* a spare chunk above, kept for reuse, or NULL */
    char *top;               /* first free byte */
    char *limit;             /* end of data */
    _Alignas(16) char data[];
} FrameChunk;

/* locals(): the frame's namespace dict (module and class bodies), or a
 * fresh snapshot of a function's local variables, as CPython 3.11.  New
 * ref (frame.c). */
Object *frame_locals(Frame *f);

/* Slow paths of frame_push / frame_pop (frame.c). */
Frame *frame_push_chunk(ThreadState *ts, size_t size);
void frame_pop_chunk(ThreadState *ts);

static inline void frame_init_with(Frame *f, Object *builtins, CodeObject *co, Object *func, Object *globals,
                                   Object *locals, uint8_t owner)
{
    f->code = co;
    f->func = func;
    f->globals = globals;
    f->builtins = builtins;
    f->locals = locals;
    f->previous = NULL;
    f->instr = 0;
    f->owner = owner;
    f->is_entry = 0;
    f->yielded = 0;
    f->ret_kind = FRAME_RET_CALL;
    int n = co->nlocals + co->ncells + co->nfree;
    f->nlocalsplus = n;
    for (int i = 0; i < n; i++) {
        f->localsplus[i] = NULL;
        /* keeps GCC from turning this short loop into a memset call */
        __asm__ volatile("" ::: "memory");
    }
    f->sp = f->localsplus + n;
}

/* Push a frame for co on ts's frame stack (not linked into ts->frame yet):
 * fields set, localsplus NULL, sp at the stack base.  NULL + MemoryError. */
static inline Frame *frame_push(ThreadState *ts, CodeObject *co, Object *func, Object *globals, Object *locals)
{
    size_t size = (frame_size(co) + 15) & ~(size_t)15;
    FrameChunk *c = ts->frame_chunk;
    Frame *f;
    if (__builtin_expect(c != NULL && (size_t)(c->limit - c->top) >= size, 1)) {
        f = (Frame *)c->top;
        c->top += size;
    } else {
        f = frame_push_chunk(ts, size);
        if (f == NULL) return NULL;
    }
    frame_init_with(f, ts->interp->builtins, co, func, globals, locals, FRAME_ON_STACK);
    return f;
}

/* The call fast path (CALL with exactly the positional parameters): push
 * a frame for co whose first nargs locals are args (moved: they are stack
 * references already) and the rest NULL.  NULL + MemoryError. */
static inline Frame *frame_push_args(ThreadState *ts, CodeObject *co, Object *func, Object *globals,
                                     Object *const *args, int nargs)
{
    int n = co->nlocals + co->ncells + co->nfree;
    size_t size = (sizeof(Frame) + (size_t)(n + co->stacksize) * sizeof(Object *) + 15) & ~(size_t)15;
    FrameChunk *c = ts->frame_chunk;
    Frame *f;
    if (__builtin_expect(c != NULL && (size_t)(c->limit - c->top) >= size, 1)) {
        f = (Frame *)c->top;
        c->top += size;
    } else {
        f = frame_push_chunk(ts, size);
        if (f == NULL) return NULL;
    }
    f->code = co;
    f->func = func;
    f->globals = globals;
    f->builtins = ts->interp->builtins;
    f->locals = NULL;
    f->instr = 0;
    f->owner = FRAME_ON_STACK;
    f->is_entry = 0;
    f->yielded = 0;
    f->ret_kind = FRAME_RET_CALL;
    f->nlocalsplus = n;
    int i = 0;
    for (; i < nargs; i++) {
        f->localsplus[i] = args[i];
        __asm__ volatile("" ::: "memory");
    }
    for (; i < n; i++) {
        f->localsplus[i] = NULL;
        __asm__ volatile("" ::: "memory");
    }
    f->sp = f->localsplus + n;
    return f;
}

/* Pop the frame pushed last on ts's frame stack (after frame_clear). */
static inline void frame_pop(ThreadState *ts, Frame *f)
{
    FrameChunk *c = ts->frame_chunk;
    FPY_ASSERT(f->owner == FRAME_ON_STACK, "only stack frames are popped");
    FPY_ASSERT((char *)f >= c->data && (char *)f < c->top, "frames are popped LIFO from the current chunk");
    c->top = (char *)f;
    if (__builtin_expect(c->top == c->data, 0) && c->prev != NULL) frame_pop_chunk(ts);
}

/* Release every reference the frame's localsplus and value stack hold
 * (stack references) and empty them. */
static inline void frame_clear(Frame *f)
{
    Object **base = f->localsplus + f->nlocalsplus;
    while (f->sp > base) {
        /* f->sp drops before each release: a finaliser that collects sees
         * only what is still held */
        Object *o = *--f->sp;
        if (o != NULL) STACK_DECREF(o);
    }
    for (int i = 0; i < f->nlocalsplus; i++) {
        Object *o = f->localsplus[i];
        if (o != NULL) {
            f->localsplus[i] = NULL;
            STACK_DECREF(o);
        }
    }
}

/* Initialise a frame whose memory the caller owns (a generator's). */
void frame_init(Frame *f, CodeObject *co, Object *func, Object *globals, Object *locals, uint8_t owner);
/* Visit the frame's references: localsplus, value stack, func, locals
 * (see the collector note above; deferred objects there are uncounted). */
int frame_traverse(Frame *f, VisitFunc visit, void *arg);
/* The same but f->func: a generator's frame borrows its function from the
 * generator (g->func holds the counted reference), so the collector, which
 * subtracts only counted references, visits the frame's other slots only. */
int frame_traverse_body(Frame *f, VisitFunc visit, void *arg);

#endif
