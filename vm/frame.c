/* frame.c: the per-thread frame stack.
 *
 * The idea (CPython 3.11's "data stack"): a Python call should cost no
 * malloc.  Each thread keeps its frames in big contiguous chunks and
 * allocates a frame by bumping a pointer; returning pops it by moving the
 * pointer back.  Python-to-Python calls never recurse in C (vm/eval.c
 * switches frames inside one loop), so recursion depth is bounded by the
 * recursion limit and by this memory, not by the C stack.
 *
 * Layout: ts->frame_chunk points at the chunk in use.  A chunk holds frames
 * back to back from data[] up to `top`.  When a frame does not fit, the
 * next chunk (a kept spare, or a fresh one) becomes current; when the last
 * frame of a chunk is popped, the previous chunk becomes current again and
 * the emptied one is kept as its spare, so a call sequence that hovers at
 * a chunk boundary does not malloc/free on every call.
 *
 * Invariants:
 *   - frames are popped in the reverse order of their pushes (LIFO): only
 *     the top frame of the current chunk is ever popped;
 *   - the chunks are touched only by their own thread (ts).
 */
#include <stdlib.h>
#include <string.h>

#include "runtime/api.h"
#include "vm/frame.h"

#define CHUNK_SIZE (256 * 1024)

typedef struct FrameChunk {
    struct FrameChunk *prev; /* the chunk below (older frames) */
    struct FrameChunk *next; /* a spare chunk above, kept for reuse, or NULL */
    char *top;               /* first free byte */
    char *limit;             /* end of data */
    _Alignas(16) char data[];
} FrameChunk;

static FrameChunk *chunk_new(FrameChunk *prev, size_t need)
{
    size_t size = need > CHUNK_SIZE ? need : CHUNK_SIZE;
    FrameChunk *c = malloc(sizeof(FrameChunk) + size);
    if (c == NULL) return NULL;
    c->prev = prev;
    c->next = NULL;
    c->top = c->data;
    c->limit = c->data + size;
    return c;
}

static inline void init(Frame *f, Object *builtins, CodeObject *co, Object *func, Object *globals, Object *locals,
                        uint8_t owner)
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
    f->nlocalsplus = co->nlocals + co->ncells + co->nfree;
    memset(f->localsplus, 0, (size_t)f->nlocalsplus * sizeof(Object *));
    f->sp = f->localsplus + f->nlocalsplus;
}

void frame_init(Frame *f, CodeObject *co, Object *func, Object *globals, Object *locals, uint8_t owner)
{
    init(f, ts_get()->interp->builtins, co, func, globals, locals, owner);
}

Frame *frame_push(ThreadState *ts, CodeObject *co, Object *func, Object *globals, Object *locals)
{
    size_t size = (frame_size(co) + 15) & ~(size_t)15;
    FrameChunk *c = ts->frame_chunk;
    if (c == NULL || (size_t)(c->limit - c->top) < size) {
        FrameChunk *n;
        if (c == NULL) {
            n = chunk_new(NULL, size);
        } else if (c->next != NULL && (size_t)(c->next->limit - c->next->data) >= size) {
            n = c->next;
        } else {
            if (c->next != NULL) free(c->next);
            n = chunk_new(c, size);
            c->next = n;
        }
        if (n == NULL) {
            err_no_memory();
            return NULL;
        }
        n->top = n->data;
        ts->frame_chunk = c = n;
    }
    Frame *f = (Frame *)c->top;
    c->top += size;
    init(f, ts->interp->builtins, co, func, globals, locals, FRAME_ON_STACK);
    return f;
}

void frame_pop(ThreadState *ts, Frame *f)
{
    FrameChunk *c = ts->frame_chunk;
    FPY_ASSERT(f->owner == FRAME_ON_STACK, "only stack frames are popped");
    FPY_ASSERT((char *)f >= c->data && (char *)f < c->top, "frames are popped LIFO from the current chunk");
    c->top = (char *)f;
    if (c->top == c->data && c->prev != NULL) {
        /* The chunk is empty: go back to the previous one, keep this one
         * as its spare (dropping any spare above it). */
        if (c->next != NULL) {
            free(c->next);
            c->next = NULL;
        }
        ts->frame_chunk = c->prev;
    }
}

void frame_stack_fini(ThreadState *ts)
{
    FrameChunk *c = ts->frame_chunk;
    if (c == NULL) return;
    while (c->next != NULL) c = c->next;
    while (c != NULL) {
        FrameChunk *prev = c->prev;
        free(c);
        c = prev;
    }
    ts->frame_chunk = NULL;
}

void frame_clear(Frame *f)
{
    Object **base = frame_stack_base(f);
    for (Object **p = f->sp; p > base;) {
        Object *o = *--p;
        if (o != NULL) STACK_DECREF(o);
    }
    f->sp = base;
    for (int i = 0; i < f->nlocalsplus; i++) {
        Object *o = f->localsplus[i];
        if (o != NULL) {
            f->localsplus[i] = NULL;
            STACK_DECREF(o);
        }
    }
}

int frame_traverse(Frame *f, VisitFunc visit, void *arg)
{
    int r;
    if (f->func != NULL && (r = visit(f->func, arg)) != 0) return r;
    if ((r = visit((Object *)f->code, arg)) != 0) return r;
    if (f->locals != NULL && (r = visit(f->locals, arg)) != 0) return r;
    for (int i = 0; i < f->nlocalsplus; i++) {
        Object *o = f->localsplus[i];
        if (o != NULL && !is_small(o) && (r = visit(o, arg)) != 0) return r;
    }
    for (Object **p = frame_stack_base(f); p < f->sp; p++) {
        Object *o = *p;
        if (o != NULL && !is_small(o) && (r = visit(o, arg)) != 0) return r;
    }
    return 0;
}

int frame_lineno(Frame *f)
{
    return code_line(f->code, f->instr - 1);
}
