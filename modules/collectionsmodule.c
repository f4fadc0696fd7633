/* collectionsmodule.c: `_collections`, the C half of `collections`:
 * deque, and the helpers namedtuple and Counter call in inner loops (the
 * rest of `collections` is Python: modules/collections.py, compiled into
 * the binary and run on first import on top of this module).
 *
 * The idea.  A deque is a circular buffer of object pointers whose
 * capacity is a power of two: item i lives at buf[(head + i) & (cap - 1)],
 * so both ends push and pop in O(1) without moving anything, and indexing
 * is O(1) too (CPython uses a linked list of 64-item blocks, which makes
 * indexing O(n/64); fpy's single buffer doubles when full and never
 * shrinks below what it once held, like a list).  A bounded deque
 * (maxlen) drops items from the opposite end when it is full, as CPython.
 *
 * Every mutation bumps `state`; an iterator remembers the state it started
 * from and raises "deque mutated during iteration" when it changes, as
 * CPython does.
 *
 * Thread safety (docs/container-locking.md): each single operation (append,
 * popleft, d[i], rotate, len...) is atomic, under the deque's own
 * ob_mutex (runtime/lock.h).  The rule: the lock is held only while the
 * buffer is read or written and NEVER while Python code can run -- no
 * __eq__, __repr__, no DECREF of an item (a finaliser), no iterator's
 * next().  Operations that must call such code (count, remove, index, `in`,
 * ==, repr, extend) work on a snapshot taken under the lock (items
 * INCREF'd), compare without it, and re-check `state` under the lock
 * before writing.  Items displaced by an operation (popped by maxlen,
 * overwritten by d[i] = v, cleared) are DECREF'd after unlocking.  `size`
 * is also read without the lock (len(), bool()) through relaxed atomics.
 * extend(iterable) is atomic per item, not as a whole (as CPython's GIL
 * build: another thread may interleave between two items).
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "modules/modules.h"
#include "runtime/lock.h"
#include "vm/frame.h"
#include "vm/thread.h"

typedef struct {
    Object ob;
    Object **buf;   /* cap slots, circular; NULL while cap is 0 */
    ssize_t cap;    /* 0 or a power of two */
    ssize_t head;   /* slot of item 0 */
    ssize_t size;   /* written under the lock, read with relaxed atomics */
    ssize_t maxlen; /* -1: unbounded */
    uint64_t state; /* bumped by every change of the sequence (under the lock) */
} DequeObject;

extern Type Deque_Type, DequeIter_Type;

#define AT(d, i) ((d)->buf[((d)->head + (i)) & ((d)->cap - 1)])

static ssize_t dsize(DequeObject *d) { return __atomic_load_n(&d->size, __ATOMIC_RELAXED); }
static void set_size(DequeObject *d, ssize_t n) { __atomic_store_n(&d->size, n, __ATOMIC_RELAXED); }
static uint64_t dstate(DequeObject *d) { return __atomic_load_n(&d->state, __ATOMIC_RELAXED); }
static void bump(DequeObject *d) { __atomic_store_n(&d->state, d->state + 1, __ATOMIC_RELAXED); }

static bool is_deque(Object *o) { return type_is_subtype(TYPE(o), &Deque_Type); }

static const char *short_name(Object *o)
{
    const char *n = TYPE_NAME(o), *dot = strrchr(n, '.');
    return dot ? dot + 1 : n;
}

/* Locked: room for one more item (the buffer doubles).  0 or -1 (no
 * exception set: the caller raises MemoryError after unlocking). */
static int grow(DequeObject *d)
{
    if (d->size < d->cap) return 0;
    ssize_t ncap = d->cap ? d->cap * 2 : 8;
    Object **nb = malloc(sizeof(Object *) * (size_t)ncap);
    if (nb == NULL) return -1;
    for (ssize_t i = 0; i < d->size; i++) nb[i] = AT(d, i);
    free(d->buf);
    d->buf = nb;
    d->cap = ncap;
    d->head = 0;
    return 0;
}

/* Locked: push v (stolen) at one end.  Returns the reference the caller
 * must DECREF after unlocking (the item pushed out by maxlen, or v itself
 * for maxlen 0), or NULL; *oom set on MemoryError (v is then returned). */
static Object *push(DequeObject *d, Object *v, bool left, bool *oom)
{
    Object *out = NULL;
    if (d->maxlen == 0) return v;
    if (d->maxlen > 0 && d->size == d->maxlen) {
        /* full: drop from the other end */
        if (left) {
            out = AT(d, d->size - 1);
        } else {
            out = AT(d, 0);
            d->head = (d->head + 1) & (d->cap - 1);
        }
        set_size(d, d->size - 1);
    }
    if (grow(d) < 0) {
        *oom = true;
        return v;
    }
    if (left) {
        d->head = (d->head - 1) & (d->cap - 1);
        d->buf[d->head] = v;
    } else {
        d->buf[(d->head + d->size) & (d->cap - 1)] = v;
    }
    set_size(d, d->size + 1);
    bump(d);
    return out;
}

/* Append v (borrowed) at one end, atomically.  0 or -1. */
static int deque_push(DequeObject *d, Object *v, bool left)
{
    bool oom = false;
    INCREF(v);
    obj_lock((Object *)d);
    Object *out = push(d, v, left, &oom);
    obj_unlock((Object *)d);
    XDECREF(out);
    if (oom) {
        err_no_memory();
        return -1;
    }
    return 0;
}

/* New ref: a tuple of the items, taken atomically; *state gets the state. */
static Object *snapshot(DequeObject *d, uint64_t *state)
{
    for (;;) {
        ssize_t n = dsize(d);
        Object *t = tuple_new(n);
        if (t == NULL) return NULL;
        obj_lock((Object *)d);
        if (d->size == n) {
            for (ssize_t i = 0; i < n; i++) tuple_items(t)[i] = NEWREF(AT(d, i));
            if (state) *state = d->state;
            obj_unlock((Object *)d);
            return t;
        }
        obj_unlock((Object *)d);
        /* the size changed between the allocation and the lock: retry */
        for (ssize_t i = 0; i < n; i++) tuple_items(t)[i] = NEWREF(None);
        DECREF(t);
    }
}

/* Remove every item; DECREF them after unlocking. */
static void deque_clear_all(DequeObject *d)
{
    obj_lock((Object *)d);
    Object **buf = d->buf;
    ssize_t cap = d->cap, head = d->head, n = d->size;
    d->buf = NULL;
    d->cap = d->head = 0;
    set_size(d, 0);
    bump(d);
    obj_unlock((Object *)d);
    for (ssize_t i = 0; i < n; i++) DECREF(buf[(head + i) & (cap - 1)]);
    free(buf);
}

static int deque_extend_from(DequeObject *d, Object *iterable, bool left)
{
    Object *src = iterable;
    if (iterable == (Object *)d) {
        /* d.extend(d): iterate over a copy, as CPython does */
        if ((src = snapshot(d, NULL)) == NULL) return -1;
    } else {
        INCREF(src);
    }
    Object *it = obj_iter(src);
    DECREF(src);
    if (it == NULL) return -1;
    Object *item;
    while ((item = iter_next(it)) != NULL) {
        int r = deque_push(d, item, left);
        DECREF(item);
        if (r < 0) {
            DECREF(it);
            return -1;
        }
    }
    DECREF(it);
    return err_occurred() ? -1 : 0;
}

/* ---- construction ------------------------------------------------------------ */

/* A subclass whose own __init__ receives the constructor's arguments. */
static bool has_own_init(Type *t)
{
    Object *init = obj_type_lookup(t, STR_ID("__init__"));
    return init != NULL && TYPE(init) != &MethodDescr_Type;
}

/* (iterable=(), maxlen=None) into d.  0 or -1. */
static int deque_init_args(DequeObject *d, Object *const *args, ssize_t nargs, Object *kwnames)
{
    static const char *const names[] = {"iterable", "maxlen", NULL};
    Object *a[2];
    if (args_parse("deque", args, nargs, kwnames, names, 0, 0, a) < 0) return -1;
    ssize_t maxlen = -1;
    if (a[1] != NULL && a[1] != None) {
        if (!is_int(a[1])) {
            err_set(&Exc_TypeError, "an integer is required");
            return -1;
        }
        if (index_as_ssize(a[1], &Exc_OverflowError, &maxlen) < 0) return -1;
        if (maxlen < 0) {
            err_set(&Exc_ValueError, "maxlen must be non-negative");
            return -1;
        }
    }
    d->maxlen = maxlen;
    if (dsize(d) > 0) deque_clear_all(d);
    if (a[0] != NULL && deque_extend_from(d, a[0], false) < 0) return -1;
    return 0;
}

static Object *deque_alloc(Type *t)
{
    DequeObject *d = (DequeObject *)obj_alloc(t, t->basicsize);
    if (d != NULL) d->maxlen = -1;
    return (Object *)d;
}

static Object *deque_type_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames)
{
    Type *t = (Type *)type;
    Object *d = deque_alloc(t);
    if (d == NULL || (t != &Deque_Type && has_own_init(t))) return d;
    if (deque_init_args((DequeObject *)d, args, nargs, kwnames) < 0) {
        DECREF(d);
        return NULL;
    }
    return d;
}

static Object *deque_init_m(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    return deque_init_args((DequeObject *)self, args, nargs, kwnames) < 0 ? NULL : NEWREF(None);
}

static void deque_dealloc(Object *o)
{
    DequeObject *d = (DequeObject *)o;
    for (ssize_t i = 0; i < d->size; i++) DECREF(AT(d, i));
    free(d->buf);
    obj_free(o);
}

static int deque_traverse(Object *o, VisitFunc visit, void *arg)
{
    DequeObject *d = (DequeObject *)o;
    for (ssize_t i = 0; i < d->size; i++)
        if (visit(AT(d, i), arg)) return 1;
    return 0;
}

static int deque_clear_slot(Object *o)
{
    deque_clear_all((DequeObject *)o);
    return 0;
}

/* ---- methods ------------------------------------------------------------------ */

#define CHECK_ARGS(fname, lo, hi)                                                                   \
    if (args_no_kw(fname, kwnames) < 0 || args_count(fname, nargs, lo, hi) < 0) return NULL

static Object *m_append(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    CHECK_ARGS("deque.append", 1, 1);
    return deque_push((DequeObject *)self, args[0], false) < 0 ? NULL : NEWREF(None);
}

static Object *m_appendleft(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    CHECK_ARGS("deque.appendleft", 1, 1);
    return deque_push((DequeObject *)self, args[0], true) < 0 ? NULL : NEWREF(None);
}

static Object *pop_end(DequeObject *d, bool left)
{
    obj_lock((Object *)d);
    if (d->size == 0) {
        obj_unlock((Object *)d);
        return err_set(&Exc_IndexError, "pop from an empty deque");
    }
    Object *v;
    if (left) {
        v = AT(d, 0);
        d->head = (d->head + 1) & (d->cap - 1);
    } else {
        v = AT(d, d->size - 1);
    }
    set_size(d, d->size - 1);
    bump(d);
    obj_unlock((Object *)d);
    return v; /* the deque's reference passes to the caller */
}

static Object *m_pop(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    CHECK_ARGS("deque.pop", 0, 0);
    return pop_end((DequeObject *)self, false);
}

static Object *m_popleft(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    CHECK_ARGS("deque.popleft", 0, 0);
    return pop_end((DequeObject *)self, true);
}

static Object *m_extend(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    CHECK_ARGS("deque.extend", 1, 1);
    return deque_extend_from((DequeObject *)self, args[0], false) < 0 ? NULL : NEWREF(None);
}

static Object *m_extendleft(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    CHECK_ARGS("deque.extendleft", 1, 1);
    return deque_extend_from((DequeObject *)self, args[0], true) < 0 ? NULL : NEWREF(None);
}

static Object *m_clear(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    CHECK_ARGS("deque.clear", 0, 0);
    deque_clear_all((DequeObject *)self);
    return NEWREF(None);
}

/* Locked: rotate n steps to the right (n may be negative), in place. */
static void rotate_locked(DequeObject *d, ssize_t n)
{
    ssize_t len = d->size;
    if (len <= 1) return;
    n %= len;
    if (n < 0) n += len;
    if (n == 0) return;
    if (d->size == d->cap) {
        /* a full ring rotates by moving its head */
        d->head = (d->head - n) & (d->cap - 1);
    } else if (n <= len / 2) {
        for (ssize_t i = 0; i < n; i++) {
            Object *v = AT(d, d->size - 1);
            d->head = (d->head - 1) & (d->cap - 1);
            d->buf[d->head] = v;
        }
    } else {
        for (ssize_t i = 0; i < len - n; i++) {
            Object *v = AT(d, 0);
            d->head = (d->head + 1) & (d->cap - 1);
            AT(d, d->size - 1) = v;
        }
    }
    bump(d);
}

static Object *m_rotate(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    CHECK_ARGS("rotate", 0, 1);
    ssize_t n = 1;
    if (nargs == 1 && index_as_ssize(args[0], &Exc_OverflowError, &n) < 0) return NULL;
    obj_lock(self);
    rotate_locked((DequeObject *)self, n);
    obj_unlock(self);
    return NEWREF(None);
}

static Object *m_reverse(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    CHECK_ARGS("deque.reverse", 0, 0);
    DequeObject *d = (DequeObject *)self;
    obj_lock(self);
    for (ssize_t i = 0, j = d->size - 1; i < j; i++, j--) {
        Object *t = AT(d, i);
        AT(d, i) = AT(d, j);
        AT(d, j) = t;
    }
    bump(d);
    obj_unlock(self);
    return NEWREF(None);
}

/* The position of the first item equal to x within [start, stop) of a
 * snapshot, -1 if none, -2 on error ("deque mutated during iteration" when
 * the deque changes while __eq__ runs). */
static ssize_t find(DequeObject *d, Object *x, ssize_t start, ssize_t stop, uint64_t *state_out)
{
    uint64_t state;
    Object *t = snapshot(d, &state);
    if (t == NULL) return -2;
    if (stop > tuple_len(t)) stop = tuple_len(t);
    ssize_t found = -1;
    for (ssize_t i = start; i < stop; i++) {
        int eq = obj_richcompare_bool(tuple_get(t, i), x, CMP_EQ);
        if (eq < 0) {
            found = -2;
            break;
        }
        if (dstate(d) != state) {
            err_set(&Exc_RuntimeError, "deque mutated during iteration");
            found = -2;
            break;
        }
        if (eq > 0) {
            found = i;
            break;
        }
    }
    DECREF(t);
    if (state_out) *state_out = state;
    return found;
}

static Object *m_count(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    CHECK_ARGS("deque.count", 1, 1);
    DequeObject *d = (DequeObject *)self;
    uint64_t state;
    Object *t = snapshot(d, &state);
    if (t == NULL) return NULL;
    ssize_t n = 0;
    for (ssize_t i = 0; i < tuple_len(t); i++) {
        int eq = obj_richcompare_bool(tuple_get(t, i), args[0], CMP_EQ);
        if (eq < 0 || dstate(d) != state) {
            if (eq >= 0) err_set(&Exc_RuntimeError, "deque mutated during iteration");
            DECREF(t);
            return NULL;
        }
        n += eq;
    }
    DECREF(t);
    return int_from_i64(n);
}

static int deque_contains(Object *self, Object *x)
{
    ssize_t i = find((DequeObject *)self, x, 0, SSIZE_MAX, NULL);
    return i == -2 ? -1 : i >= 0;
}

/* Locked: remove item i, shifting the shorter side.  Returns it (the
 * deque's reference). */
static Object *remove_at_locked(DequeObject *d, ssize_t i)
{
    Object *v = AT(d, i);
    if (i < d->size / 2) {
        for (ssize_t j = i; j > 0; j--) AT(d, j) = AT(d, j - 1);
        d->head = (d->head + 1) & (d->cap - 1);
    } else {
        for (ssize_t j = i; j < d->size - 1; j++) AT(d, j) = AT(d, j + 1);
    }
    set_size(d, d->size - 1);
    bump(d);
    return v;
}

static Object *m_remove(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    CHECK_ARGS("deque.remove", 1, 1);
    DequeObject *d = (DequeObject *)self;
    uint64_t state;
    ssize_t i = find(d, args[0], 0, SSIZE_MAX, &state);
    if (i == -2) {
        if (err_matches(&Exc_RuntimeError)) {
            err_clear();
            err_set(&Exc_IndexError, "deque mutated during remove().");
        }
        return NULL;
    }
    if (i == -1) return err_format(&Exc_ValueError, "%R is not in deque", args[0]);
    obj_lock(self);
    if (d->state != state) {
        obj_unlock(self);
        return err_set(&Exc_IndexError, "deque mutated during remove().");
    }
    Object *v = remove_at_locked(d, i);
    obj_unlock(self);
    DECREF(v);
    return NEWREF(None);
}

/* CPython's _PyEval_SliceIndexNotNone for index()'s start/stop. */
static int slice_index(Object *o, ssize_t *out)
{
    if (!is_int(o) && TYPE(o)->nb_index == NULL) {
        err_set(&Exc_TypeError, "slice indices must be integers or have an __index__ method");
        return -1;
    }
    return index_as_ssize(o, NULL, out);
}

static Object *m_index(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    CHECK_ARGS("index", 1, 3);
    DequeObject *d = (DequeObject *)self;
    ssize_t start = 0, stop = SSIZE_MAX, n = dsize(d);
    if (nargs >= 2 && slice_index(args[1], &start) < 0) return NULL;
    if (nargs >= 3 && slice_index(args[2], &stop) < 0) return NULL;
    if (start < 0 && (start += n) < 0) start = 0;
    if (stop < 0 && (stop += n) < 0) stop = 0;
    ssize_t i = find(d, args[0], start, stop, NULL);
    if (i == -2) return NULL;
    if (i == -1) return err_format(&Exc_ValueError, "%R is not in deque", args[0]);
    return int_from_i64(i);
}

static Object *m_insert(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("insert", kwnames) < 0) return NULL;
    if (nargs != 2) return err_format(&Exc_TypeError, "insert() takes exactly 2 arguments (%zd given)", nargs);
    DequeObject *d = (DequeObject *)self;
    ssize_t i;
    if (index_as_ssize(args[0], NULL, &i) < 0) return NULL;
    Object *v = NEWREF(args[1]);
    obj_lock(self);
    if (d->maxlen >= 0 && d->size >= d->maxlen) {
        obj_unlock(self);
        DECREF(v);
        return err_set(&Exc_IndexError, "deque already at its maximum size");
    }
    ssize_t n = d->size;
    if (i < 0 && (i += n) < 0) i = 0;
    if (i > n) i = n;
    if (grow(d) < 0) {
        obj_unlock(self);
        DECREF(v);
        return err_no_memory();
    }
    /* open a hole at i by shifting the shorter side */
    if (i < n / 2) {
        d->head = (d->head - 1) & (d->cap - 1);
        for (ssize_t j = 0; j < i; j++) AT(d, j) = AT(d, j + 1);
    } else {
        for (ssize_t j = n; j > i; j--) AT(d, j) = AT(d, j - 1);
    }
    AT(d, i) = v;
    set_size(d, n + 1);
    bump(d);
    obj_unlock(self);
    return NEWREF(None);
}

/* New ref: a shallow copy; subclasses are copied by calling their type. */
static Object *deque_copy(Object *self)
{
    DequeObject *d = (DequeObject *)self;
    if (TYPE(self) != &Deque_Type) {
        if (d->maxlen < 0) return obj_call1((Object *)TYPE(self), self);
        Object *ml = int_from_i64(d->maxlen);
        Object *r = ml ? obj_call2((Object *)TYPE(self), self, ml) : NULL;
        XDECREF(ml);
        return r;
    }
    Object *t = snapshot(d, NULL);
    if (t == NULL) return NULL;
    DequeObject *c = (DequeObject *)deque_alloc(&Deque_Type);
    if (c == NULL) {
        DECREF(t);
        return NULL;
    }
    c->maxlen = d->maxlen;
    for (ssize_t i = 0; i < tuple_len(t); i++) {
        if (deque_push(c, tuple_get(t, i), false) < 0) {
            DECREF(t);
            DECREF((Object *)c);
            return NULL;
        }
    }
    DECREF(t);
    return (Object *)c;
}

static Object *m_copy(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    CHECK_ARGS("deque.copy", 0, 0);
    return deque_copy(self);
}

static Object *m_dunder_copy(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    CHECK_ARGS("deque.__copy__", 0, 0);
    return deque_copy(self);
}

static Object *deque_iter_make(Object *self, bool reversed);

static Object *m_reversed(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    CHECK_ARGS("deque.__reversed__", 0, 0);
    return deque_iter_make(self, true);
}

static Object *get_maxlen(Object *self, void *closure)
{
    (void)closure;
    ssize_t m = ((DequeObject *)self)->maxlen;
    return m < 0 ? NEWREF(None) : int_from_i64(m);
}

/* ---- sequence protocol ------------------------------------------------------------ */

static ssize_t deque_len(Object *self) { return dsize((DequeObject *)self); }

/* The index of d[i] as a ssize_t: ints and __index__ objects only. */
static int item_index(Object *key, ssize_t *out)
{
    if (is_small(key)) {
        *out = small_val(key);
        return 0;
    }
    if (!is_int(key) && TYPE(key)->nb_index == NULL) {
        err_format(&Exc_TypeError, "sequence index must be integer, not '%s'", TYPE_NAME(key));
        return -1;
    }
    return index_as_ssize(key, &Exc_IndexError, out);
}

static Object *deque_getitem(Object *self, Object *key)
{
    DequeObject *d = (DequeObject *)self;
    ssize_t i;
    if (item_index(key, &i) < 0) return NULL;
    obj_lock(self);
    ssize_t n = d->size;
    if (i < 0) i += n;
    if (i < 0 || i >= n) {
        obj_unlock(self);
        return err_set(&Exc_IndexError, "deque index out of range");
    }
    Object *v = NEWREF(AT(d, i));
    obj_unlock(self);
    return v;
}

static int deque_setitem(Object *self, Object *key, Object *v)
{
    DequeObject *d = (DequeObject *)self;
    ssize_t i;
    if (item_index(key, &i) < 0) return -1;
    XINCREF(v);
    obj_lock(self);
    ssize_t n = d->size;
    if (i < 0) i += n;
    if (i < 0 || i >= n) {
        obj_unlock(self);
        XDECREF(v);
        err_set(&Exc_IndexError, "deque index out of range");
        return -1;
    }
    Object *old;
    if (v != NULL) {
        old = AT(d, i);
        AT(d, i) = v;
    } else {
        old = remove_at_locked(d, i);
    }
    obj_unlock(self);
    DECREF(old);
    return 0;
}

static Object *deque_richcompare(Object *a, Object *b, int op)
{
    if (!is_deque(a) || !is_deque(b)) return NEWREF(NotImplemented);
    Object *ta = snapshot((DequeObject *)a, NULL);
    if (ta == NULL) return NULL;
    Object *tb = snapshot((DequeObject *)b, NULL);
    if (tb == NULL) {
        DECREF(ta);
        return NULL;
    }
    Object *r = obj_richcompare(ta, tb, op); /* lexicographic, as CPython's deque */
    DECREF(ta);
    DECREF(tb);
    return r;
}

static Object *deque_repr(Object *self)
{
    int rec = repr_enter(self);
    if (rec < 0) return NULL;
    if (rec > 0) return str_from_cstr("[...]");
    Object *t = snapshot((DequeObject *)self, NULL), *l = NULL, *r = NULL;
    if (t != NULL) l = list_from_iterable(t);
    if (l != NULL) {
        ssize_t m = ((DequeObject *)self)->maxlen;
        if (m < 0) r = str_from_format("%s(%R)", short_name(self), l);
        else r = str_from_format("%s(%R, maxlen=%zd)", short_name(self), l, m);
    }
    XDECREF(t);
    XDECREF(l);
    repr_leave(self);
    return r;
}

static Object *deque_concat(Object *a, Object *b)
{
    if (!is_deque(b))
        return err_format(&Exc_TypeError, "can only concatenate deque (not \"%s\") to deque", TYPE_NAME(b));
    Object *c = deque_copy(a);
    if (c == NULL) return NULL;
    if (!is_deque(c)) {
        DECREF(c);
        return err_set(&Exc_TypeError, "copy() returned a non-deque");
    }
    if (deque_extend_from((DequeObject *)c, b, false) < 0) {
        DECREF(c);
        return NULL;
    }
    return c;
}

/* d *= n in place.  0 or -1. */
static int repeat_inplace(DequeObject *d, ssize_t n)
{
    if (n <= 0) {
        deque_clear_all(d);
        return 0;
    }
    Object *t = snapshot(d, NULL);
    if (t == NULL) return -1;
    for (ssize_t k = 1; k < n; k++) {
        for (ssize_t i = 0; i < tuple_len(t); i++) {
            if (deque_push(d, tuple_get(t, i), false) < 0) {
                DECREF(t);
                return -1;
            }
        }
        /* a bounded deque stops changing once a whole copy has gone by */
        if (d->maxlen >= 0 && k * tuple_len(t) >= d->maxlen + tuple_len(t)) break;
    }
    DECREF(t);
    return 0;
}

static Object *deque_repeat(Object *self, Object *nobj)
{
    ssize_t n;
    if (index_as_ssize(nobj, &Exc_OverflowError, &n) < 0) return NULL;
    Object *c = deque_copy(self);
    if (c == NULL) return NULL;
    if (repeat_inplace((DequeObject *)c, n) < 0) {
        DECREF(c);
        return NULL;
    }
    return c;
}

static Object *deque_inplace_add(Object *a, Object *b)
{
    if (!is_deque(a)) return NEWREF(NotImplemented);
    if (deque_extend_from((DequeObject *)a, b, false) < 0) return NULL;
    return NEWREF(a);
}

static Object *deque_inplace_mul(Object *a, Object *b)
{
    if (!is_deque(a) || !is_int(b)) return NEWREF(NotImplemented);
    ssize_t n;
    if (index_as_ssize(b, &Exc_OverflowError, &n) < 0) return NULL;
    if (repeat_inplace((DequeObject *)a, n) < 0) return NULL;
    return NEWREF(a);
}

static const MethodDef deque_methods[] = {
    {"__class_getitem__", genericalias_class_getitem, METH_CLASS},
    {"append", m_append, METH_DEFAULT},
    {"appendleft", m_appendleft, METH_DEFAULT},
    {"pop", m_pop, METH_DEFAULT},
    {"popleft", m_popleft, METH_DEFAULT},
    {"extend", m_extend, METH_DEFAULT},
    {"extendleft", m_extendleft, METH_DEFAULT},
    {"clear", m_clear, METH_DEFAULT},
    {"rotate", m_rotate, METH_DEFAULT},
    {"reverse", m_reverse, METH_DEFAULT},
    {"count", m_count, METH_DEFAULT},
    {"remove", m_remove, METH_DEFAULT},
    {"index", m_index, METH_DEFAULT},
    {"insert", m_insert, METH_DEFAULT},
    {"copy", m_copy, METH_DEFAULT},
    {"__copy__", m_dunder_copy, METH_DEFAULT},
    {"__reversed__", m_reversed, METH_DEFAULT},
    {"__init__", deque_init_m, METH_DEFAULT},
    {NULL, NULL, 0},
};

static const GetSetDef deque_getset[] = {
    {"maxlen", get_maxlen, NULL, NULL},
    {NULL, NULL, NULL, NULL},
};

static Object *deque_iter(Object *self) { return deque_iter_make(self, false); }

Type Deque_Type = {
    TYPE_HEAD_INIT,
    .name = "collections.deque",
    .basicsize = sizeof(DequeObject),
    .flags = TPF_GC | TPF_BASETYPE | TPF_WEAKREFABLE,
    .dealloc = deque_dealloc,
    .traverse = deque_traverse,
    .clear = deque_clear_slot,
    .repr = deque_repr,
    .richcompare = deque_richcompare,
    .new = deque_type_new,
    .iter = deque_iter,
    .nb_inplace_add = deque_inplace_add,
    .nb_inplace_mul = deque_inplace_mul,
    .len = deque_len,
    .getitem = deque_getitem,
    .setitem = deque_setitem,
    .contains = deque_contains,
    .sq_concat = deque_concat,
    .sq_repeat = deque_repeat,
    .methods = deque_methods,
    .getset = deque_getset,
};

/* ---- the iterators ------------------------------------------------------------ */

typedef struct {
    Object ob;
    Object *deque;
    ssize_t index; /* items produced so far */
    uint64_t state;
    bool reversed;
} DequeIterObject;

static Object *deque_iter_make(Object *self, bool reversed)
{
    DequeIterObject *it = (DequeIterObject *)obj_alloc(&DequeIter_Type, sizeof(DequeIterObject));
    if (it == NULL) return NULL;
    it->deque = NEWREF(self);
    it->state = dstate((DequeObject *)self);
    it->reversed = reversed;
    return (Object *)it;
}

static Object *dequeiter_next(Object *o)
{
    DequeIterObject *it = (DequeIterObject *)o;
    DequeObject *d = (DequeObject *)it->deque;
    obj_lock((Object *)d);
    if (d->state != it->state) {
        obj_unlock((Object *)d);
        return err_set(&Exc_RuntimeError, "deque mutated during iteration");
    }
    if (it->index >= d->size) {
        obj_unlock((Object *)d);
        return NULL;
    }
    Object *v = NEWREF(it->reversed ? AT(d, d->size - 1 - it->index) : AT(d, it->index));
    it->index++;
    obj_unlock((Object *)d);
    return v;
}

static Object *dequeiter_length_hint(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    CHECK_ARGS("__length_hint__", 0, 0);
    DequeIterObject *it = (DequeIterObject *)self;
    ssize_t left = dsize((DequeObject *)it->deque) - it->index;
    return int_from_i64(left > 0 ? left : 0);
}

static void dequeiter_dealloc(Object *o)
{
    DECREF(((DequeIterObject *)o)->deque);
    obj_free(o);
}

static int dequeiter_traverse(Object *o, VisitFunc visit, void *arg)
{
    return visit(((DequeIterObject *)o)->deque, arg);
}

static const MethodDef dequeiter_methods[] = {
    {"__length_hint__", dequeiter_length_hint, METH_DEFAULT},
    {NULL, NULL, 0},
};

Type DequeIter_Type = {
    TYPE_HEAD_INIT,
    .name = "_collections._deque_iterator",
    .basicsize = sizeof(DequeIterObject),
    .flags = TPF_GC,
    .dealloc = dequeiter_dealloc,
    .traverse = dequeiter_traverse,
    .iter = iter_return_self,
    .iternext = dequeiter_next,
    .methods = dequeiter_methods,
};

/* ---- _collections and collections ------------------------------------------------ */

/* _collections._tuple_new(cls, iterable): tuple.__new__ for namedtuple
 * classes (a tuple subclass made by collections.py). */
static Object *c_tuple_new(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    CHECK_ARGS("_tuple_new", 2, 2);
    if (!is_type(args[0]) || !type_is_subtype((Type *)args[0], &Tuple_Type))
        return err_set(&Exc_TypeError, "_tuple_new(X): X is not a tuple subtype");
    Type *t = (Type *)args[0];
    if (t == &Tuple_Type) return tuple_from_iterable(args[1]);
    Object *items = tuple_from_iterable(args[1]);
    if (items == NULL) return NULL;
    Object *r = Tuple_Type.new((Object *)t, &items, 1, NULL);
    DECREF(items);
    return r;
}

/* _collections._caller_module(): the __name__ of the module whose code
 * called the Python function that calls this (namedtuple's __module__, as
 * CPython's sys._getframe(1).f_globals['__name__']), or None. */
static Object *c_caller_module(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self, (void)args;
    CHECK_ARGS("_caller_module", 0, 0);
    Frame *f = ts_get()->frame;
    if (f != NULL) f = f->previous;
    Object *name = f && f->globals ? dict_get_str(f->globals, STR_ID("__name__")) : NULL;
    return NEWREF(name ? name : None);
}

/* _collections._count_elements(mapping, iterable): Counter's tally loop,
 * mapping[elem] = mapping.get(elem, 0) + 1, as CPython's C helper.  When
 * mapping is a dict whose type keeps dict's get and __setitem__ (Counter),
 * it goes straight to the dict; otherwise through the methods. */
static bool inherits_dict(Object *m, const char *name)
{
    Object *n = str_intern_cstr(name);
    return obj_type_lookup(TYPE(m), n) == obj_type_lookup(&Dict_Type, n);
}

static Object *c_count_elements(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    CHECK_ARGS("_count_elements", 2, 2);
    Object *m = args[0];
    bool fast = is_dict(m) && inherits_dict(m, "get") && inherits_dict(m, "__setitem__");
    Object *it = obj_iter(args[1]);
    if (it == NULL) return NULL;
    Object *elem, *zero = small_new(0), *one = small_new(1);
    while ((elem = iter_next(it)) != NULL) {
        Object *old;
        if (fast) {
            old = dict_get(m, elem);
            if (old == NULL && err_occurred()) goto fail;
            if (old == NULL) old = NEWREF(zero);
        } else {
            Object *ga[2] = {elem, zero};
            old = obj_call_method(m, "get", ga, 2);
            if (old == NULL) goto fail;
        }
        Object *nv = num_binop(BIN_ADD, old, one);
        DECREF(old);
        if (nv == NULL) goto fail;
        int r = fast ? dict_set(m, elem, nv) : obj_setitem(m, elem, nv);
        DECREF(nv);
        if (r < 0) goto fail;
        DECREF(elem);
    }
    DECREF(it);
    return err_occurred() ? NULL : NEWREF(None);
fail:
    DECREF(elem);
    DECREF(it);
    return NULL;
}

/* namedtuple's field accessors: _collections._tuplegetter(i) is a C
 * callable (a builtin bound to the small int i) returning obj[i] for a
 * tuple obj, used as a property's fget -- no Python frame per p.x, the
 * role CPython's _tuplegetter descriptor plays. */
static Object *c_field_get(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    CHECK_ARGS("_tuplegetter", 1, 1);
    Object *o = args[0];
    if (!is_tuple(o))
        return err_format(&Exc_TypeError, "descriptor for index '%zd' for tuple subclasses doesn't apply to '%s' object",
                          (ssize_t)small_val(self), TYPE_NAME(o));
    ssize_t i = small_val(self);
    if (i >= tuple_len(o)) return err_set(&Exc_IndexError, "tuple index out of range");
    return NEWREF(tuple_get(o, i));
}

static const MethodDef field_get_def = {"_tuplegetter", c_field_get, METH_DEFAULT};

static Object *c_tuplegetter(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    CHECK_ARGS("_tuplegetter", 1, 1);
    if (!is_small(args[0]) || small_val(args[0]) < 0) return err_set(&Exc_ValueError, "bad field index");
    return cfunction_new(&field_get_def, args[0]);
}

static const MethodDef collections_c_methods[] = {
    {"_tuple_new", c_tuple_new, METH_DEFAULT},
    {"_caller_module", c_caller_module, METH_DEFAULT},
    {"_count_elements", c_count_elements, METH_DEFAULT},
    {"_tuplegetter", c_tuplegetter, METH_DEFAULT},
    {NULL, NULL, 0},
};

int collectionsmodule_init(void)
{
    if (type_ready(&Deque_Type) < 0 || type_ready(&DequeIter_Type) < 0) return -1;
    Object *m = module_new_builtin("_collections", collections_c_methods);
    if (m == NULL) return -1;
    if (dict_set_cstr(module_dict(m), "deque", (Object *)&Deque_Type) < 0 ||
        dict_set_cstr(module_dict(m), "_deque_iterator", (Object *)&DequeIter_Type) < 0)
        return -1;
    return 0;
}
