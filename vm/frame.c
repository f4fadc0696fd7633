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
#include "vm/function.h"

#define CHUNK_SIZE (256 * 1024)

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

void frame_init(Frame *f, CodeObject *co, Object *func, Object *globals, Object *locals, uint8_t owner)
{
    frame_init_with(f, ts_get()->interp->builtins, co, func, globals, locals, owner);
}

/* The current chunk is full (or there is none): move to the next one and
 * take `size` bytes from it.  NULL + MemoryError. */
Frame *frame_push_chunk(ThreadState *ts, size_t size)
{
    FrameChunk *c = ts->frame_chunk, *n;
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
    n->top = n->data + size;
    ts->frame_chunk = n;
    return (Frame *)n->data;
}

/* The current chunk became empty: go back to the previous one, keeping
 * this one as its spare (and dropping any spare above it). */
void frame_pop_chunk(ThreadState *ts)
{
    FrameChunk *c = ts->frame_chunk;
    if (c->next != NULL) {
        free(c->next);
        c->next = NULL;
    }
    ts->frame_chunk = c->prev;
}

int frame_traverse(Frame *f, VisitFunc visit, void *arg)
{
    int r;
    if (f->func != NULL && (r = visit(f->func, arg)) != 0) return r;
    return frame_traverse_body(f, visit, arg);
}

int frame_traverse_body(Frame *f, VisitFunc visit, void *arg)
{
    int r;
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

int frame_super_args(Object **cls, Object **self)
{
    Frame *f = ts_get()->frame;
    if (f == NULL) {
        err_set(&Exc_RuntimeError, "super(): no current frame");
        return -1;
    }
    CodeObject *co = f->code;
    if (co->argcount == 0) {
        err_set(&Exc_RuntimeError, "super(): no arguments");
        return -1;
    }
    Object *obj = f->localsplus[0];
    for (int i = 0; i < co->ncells; i++) {
        if (co->cell2arg != NULL && co->cell2arg[i] == 0) {
            /* the first argument is captured: the cell has its current value */
            obj = ((CellObject *)f->localsplus[co->nlocals + i])->ref;
            break;
        }
    }
    if (obj == NULL) {
        err_set(&Exc_RuntimeError, "super(): arg[0] deleted");
        return -1;
    }
    Object *classname = STR_ID("__class__");
    for (int j = 0; j < co->nfree; j++) {
        int slot = co->nlocals + co->ncells + j;
        Object *name = tuple_get(co->localsplusnames, slot);
        if (name == classname || str_eq(name, classname)) {
            Object *c = ((CellObject *)f->localsplus[slot])->ref;
            if (c == NULL) {
                err_set(&Exc_RuntimeError, "super(): empty __class__ cell");
                return -1;
            }
            if (!is_type(c)) {
                err_format(&Exc_RuntimeError, "super(): __class__ is not a type (%s)", TYPE_NAME(c));
                return -1;
            }
            *cls = NEWREF(c);
            *self = NEWREF(obj);
            return 0;
        }
    }
    err_set(&Exc_RuntimeError, "super(): __class__ cell not found");
    return -1;
}

/* locals(): the frame's namespace dict (module and class bodies), or a
 * fresh snapshot of a function's local variables, as CPython 3.11. */
Object *frame_locals(Frame *f)
{
    if (f->locals) return NEWREF(f->locals);
    Object *d = dict_new();
    if (d == NULL) return NULL;
    CodeObject *co = f->code;
    for (int i = 0; i < f->nlocalsplus; i++) {
        Object *v = f->localsplus[i];
        if (v && i >= co->nlocals && TYPE(v) == &Cell_Type) v = ((CellObject *)v)->ref;
        if (v == NULL) continue;
        if (dict_set(d, tuple_get(co->localsplusnames, i), v) < 0) {
            DECREF(d);
            return NULL;
        }
    }
    return d;
}
