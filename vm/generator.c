/* generator.c: generators, the functions that can pause.
 *
 * Calling a function whose code has CO_GENERATOR runs none of its body: it
 * makes a generator object holding a frame with the arguments bound.  Each
 * next()/send() resumes that frame in the interpreter loop (eval_frame)
 * until YIELD_VALUE, which saves the frame's instruction index and stack
 * pointer and returns the value to the resumer; a later resume pushes the
 * sent value (the result of the yield expression) and continues after the
 * yield.  RETURN_VALUE finishes the generator (StopIteration(value)).
 *
 * Where the frame lives: inside the generator object itself (one
 * allocation: the GenObject header followed by the frame), not on the
 * thread's frame stack.  A generator outlives the call that made it, is
 * resumed by whichever frame calls next() (in any order, even from another
 * thread later), so it cannot sit in the LIFO frame stack; embedding it
 * avoids both a copy at every yield and a second allocation.  While it
 * runs, the frame is linked into ts->frame like any other, as an entry
 * frame, so a yield returns from eval_frame to gen_send_ex.
 *
 * Invariants:
 *   - state GEN_RUNNING while its frame is on some thread's frame chain;
 *     resuming a running generator is the ValueError "generator already
 *     executing" (it also catches a generator resuming itself).  The move
 *     to GEN_RUNNING is a compare-and-swap, so two threads resuming one
 *     generator at once cannot both run its frame: one gets the error.
 *     close() and throw() take the generator the same way before they
 *     look at its frame (a `yield from` sub-iterator) and keep it until
 *     they have run it, so what they decided from one state still holds;
 *   - the frame is cleared (all references released) as soon as the
 *     generator finishes; a suspended generator that is deallocated is
 *     closed first when its frame sits inside a try block (so `finally`
 *     clauses run), as CPython does;
 *   - the frame's slots are stack references (vm/frame.h): deferred objects
 *     there are uncounted; the generator keeps its function with a real
 *     reference, so the code and globals the frame borrows stay alive.
 *
 * The first resume pushes nothing (there is no yield to receive a value):
 * a non-None send() to a just-started generator is a TypeError, as in
 * CPython.  `yield from` is SEND; YIELD_VALUE; JUMP_BACKWARD (to the SEND):
 * frame_yf() recognises a generator suspended there, so throw() and close()
 * are forwarded to the sub-iterator first.
 */
#include <stdio.h>
#include <string.h>

#include "runtime/api.h"
#include "vm/eval.h"
#include "vm/generator.h"

/* Raise StopIteration(value), or StopIteration() when value is None or
 * NULL.  Returns NULL. */
static Object *stop_iteration_for(Object *value)
{
    Object *args = NULL;
    if (value != NULL && value != None) {
        args = tuple_pack(1, value);
        if (args == NULL) return NULL;
    }
    Object *e = exc_new(&Exc_StopIteration, args);
    XDECREF(args);
    if (e != NULL) err_restore(e);
    return NULL;
}

Object *gen_new(FunctionObject *fn, Object *const *args, ssize_t nargs, Object *kwnames)
{
    CodeObject *co = fn->code;
    GenObject *g = (GenObject *)obj_alloc(&Generator_Type, sizeof(GenObject) + frame_size(co));
    if (g == NULL) return NULL;
    g->func = NEWREF((Object *)fn);
    g->name = NEWREF(fn->name);
    g->qualname = NEWREF(fn->qualname);
    g->exc_info = NULL;
    g->state = GEN_CLOSED;
    g->frame = (Frame *)g->frame_mem;
    frame_init(g->frame, co, (Object *)fn, fn->globals, NULL, FRAME_IN_GENERATOR);
    if (function_bind(fn, g->frame, args, nargs, kwnames) < 0) {
        DECREF((Object *)g);
        return NULL;
    }
    g->state = GEN_CREATED;
    return (Object *)g;
}

/* Take g for running, whatever state it is in, with one compare-and-swap
 * from the state read: so what close() and throw() decide from the state
 * (and the frame) holds until they let go.  -1: running elsewhere ("generator
 * already executing"); 0: closed, not taken; 1: taken (GEN_RUNNING), *from
 * the state it was taken from. */
static int claim(GenObject *g, uint8_t *from)
{
    uint8_t st = atomic_load_explicit(&g->state, memory_order_acquire);
    for (;;) {
        if (st == GEN_RUNNING) {
            err_set(&Exc_ValueError, "generator already executing");
            return -1;
        }
        if (st == GEN_CLOSED) return 0;
        if (atomic_compare_exchange_weak_explicit(&g->state, &st, GEN_RUNNING, memory_order_acquire,
                                                  memory_order_acquire)) {
            *from = st;
            return 1;
        }
    }
}

static inline void set_state(GenObject *g, uint8_t st)
{
    atomic_store_explicit(&g->state, st, memory_order_release);
}

/* Run the frame of g, taken (claim) from state `from`: push arg as the
 * value of the yield (a suspended generator resumed without an exception),
 * or raise exc (stolen) inside it.  0 yielded, 1 returned (*result the
 * value), -1 raised; the state is set on the way out. */
static int resume(GenObject *g, uint8_t from, Object *arg, Object *exc, Object **result)
{
    ThreadState *ts = ts_get();
    *result = NULL;
    Frame *f = g->frame;
    if (from == GEN_SUSPENDED && exc == NULL) {
        STACK_INCREF(arg);
        *f->sp++ = arg; /* the value of the yield expression */
    }
    Object *saved = ts->exc_info;
    ts->exc_info = g->exc_info;
    g->exc_info = NULL;
    Object *r = eval_frame(ts, f, exc);
    g->exc_info = ts->exc_info;
    ts->exc_info = saved;
    if (r == NULL) {
        set_state(g, GEN_CLOSED);
        if (err_matches(&Exc_StopIteration)) {
            /* PEP 479: a StopIteration escaping the body is a bug, not the end */
            Object *si = err_fetch();
            err_set(&Exc_RuntimeError, "generator raised StopIteration");
            Object *re = err_fetch();
            if (re != NULL && is_exc(re)) {
                ExcObject *e = (ExcObject *)re;
                SETREF(e->cause, NEWREF(si));
                SETREF(e->context, si);
                e->suppress_context = true;
                err_restore(re);
            } else {
                XDECREF(si);
                if (re != NULL) err_restore(re);
            }
        }
        return -1;
    }
    *result = r;
    if (f->yielded) {
        set_state(g, GEN_SUSPENDED);
        return 0;
    }
    set_state(g, GEN_CLOSED);
    return 1;
}

int gen_send_ex(Object *gen, Object *arg, Object *exc, Object **result)
{
    GenObject *g = (GenObject *)gen;
    *result = NULL;
    uint8_t from;
    int c = claim(g, &from);
    if (c < 0) {
        XDECREF(exc);
        return -1;
    }
    if (c == 0) { /* closed */
        if (exc != NULL) {
            err_restore(exc);
            return -1;
        }
        *result = NEWREF(None);
        return 1;
    }
    if (from == GEN_CREATED && exc == NULL && arg != None) {
        set_state(g, GEN_CREATED);
        err_set(&Exc_TypeError, "can't send non-None value to a just-started generator");
        return -1;
    }
    return resume(g, from, arg, exc, result);
}

/* The sub-iterator of a frame suspended in `yield from`, or NULL (borrowed:
 * it is the top of the frame's stack).  Read only by the thread that holds
 * the generator (claim), or at its deallocation. */
static Object *frame_yf(GenObject *g)
{
    Frame *f = g->frame;
    int i = f->instr;
    const uint32_t *code = f->code->code;
    if (i >= 2 && instr_op(code[i - 1]) == OP_YIELD_VALUE && instr_op(code[i - 2]) == OP_SEND)
        return f->sp[-1];
    return NULL;
}

/* Result of a resume, with send()'s meaning: the yielded value, or the
 * StopIteration for a return.  New ref or NULL. */
static Object *send_result(int r, Object *res)
{
    if (r == 0) return res;
    if (r == 1) {
        stop_iteration_for(res);
        DECREF(res);
    }
    return NULL;
}

static Object *gen_iternext(Object *self)
{
    Object *res;
    int r = gen_send_ex(self, None, NULL, &res);
    if (r == 0) return res;
    if (r == 1) DECREF(res); /* exhausted: NULL without an exception */
    return NULL;
}

static Object *gen_iter(Object *self)
{
    return NEWREF(self);
}

static Object *gen_send(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("send", kwnames) < 0 || args_count("send", nargs, 1, 1) < 0) return NULL;
    Object *res;
    int r = gen_send_ex(self, args[0], NULL, &res);
    return send_result(r, res);
}

/* Close a sub-iterator (yield from): its close() if it has one.  0 or -1. */
static int close_iter(Object *yf);

static int gen_close_impl(GenObject *g)
{
    uint8_t from;
    int c = claim(g, &from);
    if (c <= 0) return c; /* running elsewhere (the ValueError), or closed */
    if (from == GEN_CREATED) {
        frame_clear(g->frame);
        set_state(g, GEN_CLOSED);
        return 0;
    }
    Object *exc = NULL;
    Object *yf = frame_yf(g);
    if (yf != NULL && close_iter(yf) < 0) exc = err_fetch();
    if (exc == NULL) exc = exc_new(&Exc_GeneratorExit, NULL);
    if (exc == NULL) {
        set_state(g, GEN_SUSPENDED);
        return -1;
    }
    Object *res;
    int r = resume(g, GEN_SUSPENDED, None, exc, &res);
    if (r == 0) {
        DECREF(res);
        err_set(&Exc_RuntimeError, "generator ignored GeneratorExit");
        return -1;
    }
    if (r == 1) {
        DECREF(res);
        return 0;
    }
    if (err_matches(&Exc_GeneratorExit) || err_matches(&Exc_StopIteration)) {
        err_clear();
        return 0;
    }
    return -1;
}

static int close_iter(Object *yf)
{
    if (TYPE(yf) == &Generator_Type) return gen_close_impl((GenObject *)yf);
    Object *m = obj_lookup_attr(yf, STR_ID("close"));
    if (m == NULL) return err_occurred() ? -1 : 0;
    Object *r = obj_call0(m);
    DECREF(m);
    if (r == NULL) return -1;
    DECREF(r);
    return 0;
}

static Object *gen_close(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    if (args_no_kw("close", kwnames) < 0 || args_count("close", nargs, 0, 0) < 0) return NULL;
    if (gen_close_impl((GenObject *)self) < 0) return NULL;
    return NEWREF(None);
}

/* throw(): raise exc (stolen) inside the generator, forwarding it to the
 * sub-iterator first when suspended in `yield from`.  New ref or NULL. */
static Object *gen_throw_exc(GenObject *g, Object *exc)
{
    Object *res = NULL;
    int r;
    uint8_t from;
    int c = claim(g, &from);
    if (c < 0) {
        DECREF(exc);
        return NULL;
    }
    if (c == 0) { /* closed: the exception comes straight back */
        err_restore(exc);
        return NULL;
    }
    Object *yf = from == GEN_SUSPENDED ? frame_yf(g) : NULL;
    if (yf != NULL) {
        if (is_exc(exc) && type_is_subtype(TYPE(exc), &Exc_GeneratorExit)) {
            if (close_iter(yf) < 0) {
                DECREF(exc);
                exc = err_fetch();
            }
            goto throw_here;
        }
        INCREF(yf);
        if (TYPE(yf) == &Generator_Type) {
            r = gen_send_ex(yf, None, exc, &res);
            exc = NULL;
        } else {
            Object *m = obj_lookup_attr(yf, STR_ID("throw"));
            if (m == NULL) {
                DECREF(yf);
                if (err_occurred()) {
                    set_state(g, GEN_SUSPENDED);
                    DECREF(exc);
                    return NULL;
                }
                goto throw_here;
            }
            res = obj_call1(m, exc);
            DECREF(m);
            DECREF(exc);
            exc = NULL;
            r = res != NULL ? 0 : -1;
        }
        DECREF(yf);
        if (r == 0) { /* the sub-iterator yielded: so do we */
            set_state(g, GEN_SUSPENDED);
            return res;
        }
        Object *value;
        if (r == 1) {
            value = res;
        } else if (err_matches(&Exc_StopIteration)) {
            Object *si = err_fetch();
            Object *a = exc_args(si);
            value = NEWREF(a != NULL && tuple_len(a) > 0 ? tuple_get(a, 0) : None);
            DECREF(si);
        } else {
            exc = err_fetch();
            goto throw_here;
        }
        /* The sub-iterator finished: leave the yield-from loop as SEND
         * would, with its value as the result. */
        Frame *f = g->frame;
        Object *it = *--f->sp;
        STACK_DECREF(it);
        f->instr = (int)instr_arg(f->code->code[f->instr - 2]);
        r = resume(g, GEN_SUSPENDED, value, NULL, &res);
        DECREF(value);
        return send_result(r, res);
    }
throw_here:
    r = resume(g, from, None, exc, &res);
    return send_result(r, res);
}

static Object *gen_throw(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("throw", kwnames) < 0 || args_count("throw", nargs, 1, 3) < 0) return NULL;
    Object *typ = args[0], *val = nargs > 1 ? args[1] : None;
    Object *exc;
    if (is_type(typ) && type_is_subtype((Type *)typ, &Exc_BaseException)) {
        if (is_exc(val) && type_is_subtype(TYPE(val), (Type *)typ)) {
            exc = NEWREF(val);
        } else if (val == None) {
            exc = obj_call0(typ);
        } else {
            exc = obj_call1(typ, val);
        }
        if (exc == NULL) return NULL;
        if (!is_exc(exc)) { /* a __new__ that returned something else */
            err_format(&Exc_TypeError, "calling %R should have returned an instance of BaseException, not %s", typ,
                       TYPE_NAME(exc));
            DECREF(exc);
            return NULL;
        }
    } else if (is_exc(typ)) {
        if (val != None) return err_set(&Exc_TypeError, "instance exception may not have a separate value");
        exc = NEWREF(typ);
    } else {
        return err_format(&Exc_TypeError,
                          "exceptions must be classes or instances deriving from BaseException, not %s",
                          TYPE_NAME(typ));
    }
    return gen_throw_exc((GenObject *)self, exc);
}

Object *gen_next(Object *gen)
{
    Object *res;
    int r = gen_send_ex(gen, None, NULL, &res);
    return send_result(r, res);
}

static Object *gen_next_method(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    if (args_no_kw("__next__", kwnames) < 0 || args_count("__next__", nargs, 0, 0) < 0) return NULL;
    return gen_next(self);
}

static Object *gen_iter_method(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    if (args_no_kw("__iter__", kwnames) < 0 || args_count("__iter__", nargs, 0, 0) < 0) return NULL;
    return NEWREF(self);
}

/* Does an exception-table entry cover the instruction the generator is
 * suspended at (then closing it may run a finally/except clause)? */
static bool suspended_in_try(GenObject *g)
{
    Frame *f = g->frame;
    CodeObject *co = f->code;
    uint32_t i = (uint32_t)(f->instr - 1);
    for (int k = 0; k < co->nexc; k++)
        if (i >= co->exctable[k].start && i < co->exctable[k].end) return true;
    return false;
}

static void gen_dealloc(Object *self)
{
    GenObject *g = (GenObject *)self;
    if (g->state == GEN_SUSPENDED && (suspended_in_try(g) || frame_yf(g) != NULL)) {
        Object *pending = err_fetch();
        if (gen_close_impl(g) < 0) err_clear(); /* CPython prints "Exception ignored in": fpy drops it */
        if (pending != NULL) err_restore(pending);
    }
    frame_clear(g->frame);
    CLEAR(g->exc_info);
    CLEAR(g->name);
    CLEAR(g->qualname);
    CLEAR(g->func);
    obj_free(self);
}

static int gen_traverse(Object *self, VisitFunc visit, void *arg)
{
    GenObject *g = (GenObject *)self;
    int r;
    if (g->func != NULL && (r = visit(g->func, arg)) != 0) return r;
    if (g->exc_info != NULL && (r = visit(g->exc_info, arg)) != 0) return r;
    if (g->state != GEN_RUNNING) return frame_traverse(g->frame, visit, arg);
    return 0;
}

static int gen_clear(Object *self)
{
    GenObject *g = (GenObject *)self;
    if (g->state == GEN_RUNNING) return 0;
    set_state(g, GEN_CLOSED);
    frame_clear(g->frame);
    CLEAR(g->exc_info);
    return 0;
}

static Object *gen_repr(Object *self)
{
    char addr[32];
    snprintf(addr, sizeof addr, "%p", (void *)self);
    return str_from_format("<generator object %U at %s>", ((GenObject *)self)->qualname, addr);
}

static ssize_t gen_hash(Object *self)
{
    uintptr_t p = (uintptr_t)self;
    ssize_t h = (ssize_t)((p >> 4) | (p << (8 * sizeof(p) - 4)));
    return h == -1 ? -2 : h;
}

static Object *gen_get_name(Object *self, void *c)
{
    (void)c;
    return NEWREF(((GenObject *)self)->name);
}

static Object *gen_get_qualname(Object *self, void *c)
{
    (void)c;
    return NEWREF(((GenObject *)self)->qualname);
}

static Object *gen_get_running(Object *self, void *c)
{
    (void)c;
    return NEWREF(bool_from(((GenObject *)self)->state == GEN_RUNNING));
}

static const MethodDef gen_methods[] = {
    {"send", gen_send, METH_DEFAULT},
    {"throw", gen_throw, METH_DEFAULT},
    {"close", gen_close, METH_DEFAULT},
    {"__next__", gen_next_method, METH_DEFAULT},
    {"__iter__", gen_iter_method, METH_DEFAULT},
    {NULL, NULL, 0},
};

static const GetSetDef gen_getset[] = {
    {"__name__", gen_get_name, NULL, NULL},
    {"__qualname__", gen_get_qualname, NULL, NULL},
    {"gi_running", gen_get_running, NULL, NULL},
    {NULL, NULL, NULL, NULL},
};

Type Generator_Type = {
    .ob = {.ob = OBJECT_HEAD_INIT(&Type_Type)},
    .name = "generator",
    .basicsize = sizeof(GenObject),
    .flags = TPF_GC,
    .base = &Object_Type,
    .dealloc = gen_dealloc,
    .traverse = gen_traverse,
    .clear = gen_clear,
    .repr = gen_repr,
    .hash = gen_hash,
    .iter = gen_iter,
    .iternext = gen_iternext,
    .methods = gen_methods,
    .getset = gen_getset,
};
