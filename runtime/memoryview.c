/* memoryview.c: a window on the bytes of a bytes or a bytearray, and the
 * "bytes-like" accessor (buffer_bytes) the rest of fpy uses.
 *
 * The idea.  CPython's buffer protocol lets any object lend its memory;
 * fpy has two objects with memory to lend (bytes and bytearray), so a
 * memoryview is simply the lender plus a window: start, step and length
 * in bytes.  Slicing a view makes another window on the same lender (no
 * copy); writes through a view of a bytearray change the bytearray.  Only
 * what CPython calls format 'B' in one dimension exists: items are ints
 * 0..255, itemsize 1; cast() to anything else is refused.
 *
 * Invariants.  A view of a bytearray counts itself in the bytearray's
 * `exports` from creation until release() (or its death), and the
 * bytearray refuses to change size while that count is above zero, so the
 * window stays inside the data for as long as the view can be used.  A
 * view of a bytes never needs that: bytes are immutable.
 *
 * Thread safety.  Every field is fixed at creation except `released`,
 * flipped once with an atomic exchange (so the export is given back once
 * however many threads call release()).  Reads and writes of a
 * bytearray's bytes take the bytearray's lock (its rule, bytesimpl.h), one
 * operation at a time; a view of a bytes reads immutable memory.  A thread
 * that races release() against a read either reads (the lender is kept
 * alive by the view's own reference until the view dies) or gets the
 * "released" ValueError; since release() lets the bytearray resize again,
 * every locked access first checks that the window still lies inside the
 * data (window_inside_locked), so such a race never reaches past it.
 *
 * buffer_bytes (api.h) is how C code accepts "a bytes-like object": it
 * hands back a bytes, the object itself or a snapshot, so callers parse
 * immutable memory and never hold a lock while doing it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "runtime/bytesimpl.h"
#include "runtime/lock.h"

static inline MemoryViewObject *MV(Object *o) { return (MemoryViewObject *)o; }

bool is_bytes_like(Object *o)
{
    Type *t = TYPE(o);
    return t == &Bytes_Type || t == &ByteArray_Type || t == &MemoryView_Type;
}

static bool released(Object *o) { return atomic_load_explicit(&MV(o)->released, memory_order_acquire); }

static Object *released_error(void)
{
    return err_set(&Exc_ValueError, "operation forbidden on released memoryview object");
}

/* With the bytearray's lock held: does the view's window lie inside it?
 * Always while the view is not released (its export pins the size); a
 * thread that raced release() and a resize may find it has not, and then
 * reports the view released instead of touching memory outside the data. */
static bool window_inside_locked(MemoryViewObject *m)
{
    if (m->len == 0) return true;
    ssize_t size = ((ByteArrayObject *)m->obj)->ob.ob_size, last = m->start + (m->len - 1) * m->step;
    return m->start >= 0 && m->start < size && last >= 0 && last < size;
}

/* New ref: the bytes in the view's window */
static Object *view_bytes(Object *o)
{
    MemoryViewObject *m = MV(o);
    if (released(o)) return released_error();
    if (TYPE(m->obj) == &Bytes_Type) {
        if (m->start == 0 && m->step == 1 && m->len == bytes_len(m->obj)) return NEWREF(m->obj);
        if (m->step == 1) return bytes_from(bytes_data(m->obj) + m->start, m->len);
    }
    Object *r = bytes_new_raw(m->len);
    if (r == NULL) return NULL;
    bool locked = TYPE(m->obj) == &ByteArray_Type;
    const char *d;
    if (locked) {
        obj_lock(m->obj);
        if (!window_inside_locked(m)) {
            obj_unlock(m->obj);
            DECREF(r);
            return released_error();
        }
        d = ((ByteArrayObject *)m->obj)->data;
    } else {
        d = bytes_data(m->obj);
    }
    for (ssize_t k = 0, i = m->start; k < m->len; k++, i += m->step) bytes_data(r)[k] = d[i];
    if (locked) obj_unlock(m->obj);
    return r;
}

int buffer_bytes(Object *o, Object **out)
{
    Type *t = TYPE(o);
    if (t == &Bytes_Type) {
        *out = NEWREF(o);
        return 1;
    }
    if (t == &ByteArray_Type) *out = bytearray_snapshot(o);
    else if (t == &MemoryView_Type) *out = view_bytes(o);
    else return 0;
    return *out ? 1 : -1;
}

ssize_t buffer_writable_len(Object *o)
{
    Type *t = TYPE(o);
    if (t == &ByteArray_Type) return bytearray_len(o);
    if (t == &MemoryView_Type && !MV(o)->readonly) return released(o) ? (released_error(), -1) : MV(o)->len;
    err_format(&Exc_TypeError, "argument must be read-write bytes-like object, not %s", TYPE_NAME(o));
    return -1;
}

int buffer_write(Object *o, ssize_t off, const char *s, ssize_t n)
{
    Object *ba = o;
    ssize_t start = off, step = 1, len = 0;
    if (TYPE(o) == &MemoryView_Type) {
        if (released(o)) return released_error(), -1;
        ba = MV(o)->obj;
        start = MV(o)->start + off * MV(o)->step;
        step = MV(o)->step;
        len = MV(o)->len;
    }
    obj_lock(ba);
    if (ba == o) len = ((ByteArrayObject *)ba)->ob.ob_size;
    bool fits = off >= 0 && n >= 0 && off <= len - n && (ba == o || window_inside_locked(MV(o)));
    if (fits)
        for (ssize_t k = 0, i = start; k < n; k++, i += step) ((ByteArrayObject *)ba)->data[i] = s[k];
    obj_unlock(ba);
    if (!fits) return err_set(&Exc_IndexError, "buffer changed size while being written"), -1;
    return 0;
}

/* ---- making and releasing views ----------------------------------------------------------- */

static void export_add(Object *obj, int delta)
{
    if (TYPE(obj) != &ByteArray_Type) return;
    obj_lock(obj);
    ((ByteArrayObject *)obj)->exports += delta;
    obj_unlock(obj);
}

static Object *view_new(Object *obj, ssize_t start, ssize_t step, ssize_t len, bool readonly)
{
    MemoryViewObject *m = (MemoryViewObject *)obj_alloc(&MemoryView_Type, sizeof(MemoryViewObject));
    if (m == NULL) return NULL;
    m->obj = NEWREF(obj);
    m->start = start;
    m->step = step;
    m->len = len;
    m->readonly = readonly;
    atomic_init(&m->released, false);
    export_add(obj, 1);
    return (Object *)m;
}

static Object *memoryview_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames)
{
    static const char *const names[] = {"object", NULL};
    Object *a[1];
    if (args_parse("memoryview", args, nargs, kwnames, names, 0, 1, a) < 0) return NULL;
    if ((Type *)type != &MemoryView_Type)
        return err_set(&Exc_TypeError, "type 'memoryview' is not an acceptable base type");
    Object *o = a[0];
    Type *t = TYPE(o);
    if (t == &Bytes_Type) return view_new(o, 0, 1, bytes_len(o), true);
    if (t == &ByteArray_Type) {
        /* the length is read with the export counted: it cannot move after */
        Object *m = view_new(o, 0, 1, 0, false);
        if (m) MV(m)->len = bytearray_len(o);
        return m;
    }
    if (t == &MemoryView_Type) {
        if (released(o)) return released_error();
        return view_new(MV(o)->obj, MV(o)->start, MV(o)->step, MV(o)->len, MV(o)->readonly);
    }
    return err_format(&Exc_TypeError, "memoryview: a bytes-like object is required, not '%s'", TYPE_NAME(o));
}

static void do_release(Object *o)
{
    if (!atomic_exchange_explicit(&MV(o)->released, true, memory_order_acq_rel)) export_add(MV(o)->obj, -1);
}

static void memoryview_dealloc(Object *o)
{
    do_release(o);
    DECREF(MV(o)->obj);
    obj_free(o);
}

static Object *m_release(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    if (args_no_kw("release", kwnames) < 0 || args_count("memoryview.release", nargs, 0, 0) < 0) return NULL;
    do_release(self);
    return NEWREF(None);
}

static Object *m_enter(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    if (args_no_kw("__enter__", kwnames) < 0 || args_count("memoryview.__enter__", nargs, 0, 0) < 0) return NULL;
    if (released(self)) return released_error();
    return NEWREF(self);
}

static Object *m_exit(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    (void)nargs;
    if (args_no_kw("__exit__", kwnames) < 0) return NULL;
    do_release(self);
    return NEWREF(None);
}

/* ---- the sequence protocol ------------------------------------------------------------------- */

static ssize_t memoryview_len(Object *o)
{
    if (released(o)) return released_error(), -1;
    return MV(o)->len;
}

/* An index into the view: 0 or -1 */
static int view_index(Object *o, Object *key, ssize_t *out)
{
    if (!is_int(key) && TYPE(key)->nb_index == NULL) {
        err_set(&Exc_TypeError, "memoryview: invalid slice key");
        return -1;
    }
    ssize_t i;
    if (index_as_ssize(key, &Exc_IndexError, &i) < 0) return -1;
    if (i < 0) i += MV(o)->len;
    if (i < 0 || i >= MV(o)->len) {
        err_set(&Exc_IndexError, "index out of bounds on dimension 1");
        return -1;
    }
    *out = MV(o)->start + i * MV(o)->step;
    return 0;
}

static Object *memoryview_getitem(Object *o, Object *key)
{
    MemoryViewObject *m = MV(o);
    if (released(o)) return released_error();
    if (TYPE(key) == &Slice_Type) {
        ssize_t start, stop, step, n;
        if (slice_indices(key, m->len, &start, &stop, &step, &n) < 0) return NULL;
        return view_new(m->obj, m->start + start * m->step, m->step * step, n, m->readonly);
    }
    ssize_t i;
    if (view_index(o, key, &i) < 0) return NULL;
    if (TYPE(m->obj) == &Bytes_Type) return small_new((unsigned char)bytes_data(m->obj)[i]);
    obj_lock(m->obj);
    int v = window_inside_locked(m) ? (unsigned char)((ByteArrayObject *)m->obj)->data[i] : -1;
    obj_unlock(m->obj);
    return v < 0 ? released_error() : small_new(v);
}

static int memoryview_setitem(Object *o, Object *key, Object *v)
{
    MemoryViewObject *m = MV(o);
    if (released(o)) return released_error(), -1;
    if (m->readonly) return err_set(&Exc_TypeError, "cannot modify read-only memory"), -1;
    if (v == NULL) return err_set(&Exc_TypeError, "cannot delete memory"), -1;
    ByteArrayObject *b = (ByteArrayObject *)m->obj;
    if (TYPE(key) != &Slice_Type) {
        ssize_t i, x;
        if (view_index(o, key, &i) < 0) return -1;
        if (!is_int(v)) return err_set(&Exc_TypeError, "memoryview: invalid type for format 'B'"), -1;
        if (index_as_ssize(v, NULL, &x) < 0) return -1;
        if (x < 0 || x > 255) return err_set(&Exc_ValueError, "memoryview: invalid value for format 'B'"), -1;
        obj_lock(m->obj);
        bool inside = window_inside_locked(m);
        if (inside) b->data[i] = (char)x;
        obj_unlock(m->obj);
        return inside ? 0 : (released_error(), -1);
    }
    ssize_t start, stop, step, n;
    if (slice_indices(key, m->len, &start, &stop, &step, &n) < 0) return -1;
    Object *val;
    int got = buffer_bytes(v, &val);
    if (got < 0) return -1;
    if (got == 0) {
        err_format(&Exc_TypeError, "a bytes-like object is required, not '%s'", TYPE_NAME(v));
        return -1;
    }
    if (bytes_len(val) != n) {
        DECREF(val);
        err_set(&Exc_ValueError, "memoryview assignment: lvalue and rvalue have different structures");
        return -1;
    }
    obj_lock(m->obj);
    bool inside = window_inside_locked(m);
    for (ssize_t k = 0, i = m->start + start * m->step; inside && k < n; k++, i += step * m->step)
        b->data[i] = bytes_data(val)[k];
    obj_unlock(m->obj);
    DECREF(val);
    return inside ? 0 : (released_error(), -1);
}

static Object *memoryview_iter(Object *o)
{
    Object *b = view_bytes(o);
    if (b == NULL) return NULL;
    Object *it = obj_iter(b);
    DECREF(b);
    return it;
}

/* ---- compare, hash, repr ---------------------------------------------------------------------- */

static Object *memoryview_richcompare(Object *a, Object *b, int op)
{
    if (op != CMP_EQ && op != CMP_NE) return NotImplemented;
    if (a == b) return bool_from(op == CMP_EQ);
    if (!is_bytes_like(a) || !is_bytes_like(b)) return NotImplemented;
    if ((TYPE(a) == &MemoryView_Type && released(a)) || (TYPE(b) == &MemoryView_Type && released(b)))
        return bool_from(op == CMP_NE);
    return buffer_compare(a, b, op);
}

static ssize_t memoryview_hash(Object *o)
{
    if (released(o)) return released_error(), -1;
    if (!MV(o)->readonly) return err_set(&Exc_ValueError, "cannot hash writable memoryview object"), -1;
    if (TYPE(MV(o)->obj) == &ByteArray_Type) /* CPython hashes the lender first */
        return err_set(&Exc_TypeError, "unhashable type: 'bytearray'"), -1;
    Object *b = view_bytes(o);
    if (b == NULL) return -1;
    ssize_t h = obj_hash(b);
    DECREF(b);
    return h;
}

static Object *memoryview_repr(Object *o)
{
    return str_from_format(released(o) ? "<released memory at %p>" : "<memory at %p>", (void *)o);
}

/* ---- methods ----------------------------------------------------------------------------------- */

static Object *m_tobytes(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    static const char *const names[] = {"order", NULL};
    Object *a[1];
    if (args_parse("tobytes", args, nargs, kwnames, names, 0, 0, a) < 0) return NULL;
    return view_bytes(self);
}

static Object *m_tolist(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    if (args_no_kw("tolist", kwnames) < 0 || args_count("memoryview.tolist", nargs, 0, 0) < 0) return NULL;
    Object *b = view_bytes(self);
    if (b == NULL) return NULL;
    Object *l = list_new(bytes_len(b));
    for (ssize_t i = 0; l && i < bytes_len(b); i++)
        ((ListObject *)l)->items[i] = small_new((unsigned char)bytes_data(b)[i]);
    DECREF(b);
    return l;
}

static Object *m_hex(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    Object *b = view_bytes(self);
    if (b == NULL) return NULL;
    Object *name = STR_ID("hex"), *meth = name ? obj_getattr(b, name) : NULL;
    Object *r = meth ? obj_call(meth, args, nargs, kwnames) : NULL;
    XDECREF(meth);
    DECREF(b);
    return r;
}

static Object *m_toreadonly(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    if (args_no_kw("toreadonly", kwnames) < 0 || args_count("memoryview.toreadonly", nargs, 0, 0) < 0) return NULL;
    if (released(self)) return released_error();
    MemoryViewObject *m = MV(self);
    return view_new(m->obj, m->start, m->step, m->len, true);
}

/* cast: only to the one format there is ('B', one dimension) */
static Object *m_cast(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    static const char *const names[] = {"format", "shape", NULL};
    Object *a[2];
    if (args_parse("cast", args, nargs, kwnames, names, 0, 1, a) < 0) return NULL;
    if (released(self)) return released_error();
    if (!is_str(a[0])) return err_format(&Exc_TypeError, "cast() argument 'format' must be str, not %s", args_type_name(a[0]));
    if (strcmp(str_cstr(a[0]), "B") != 0 || (a[1] && a[1] != None))
        return err_format(&Exc_NotImplementedError, "memoryview.cast: fpy supports only format 'B' in one dimension");
    MemoryViewObject *m = MV(self);
    return view_new(m->obj, m->start, m->step, m->len, m->readonly);
}

static const MethodDef memoryview_methods[] = {
    {"tobytes", m_tobytes, METH_DEFAULT},
    {"tolist", m_tolist, METH_DEFAULT},
    {"hex", m_hex, METH_DEFAULT},
    {"release", m_release, METH_DEFAULT},
    {"toreadonly", m_toreadonly, METH_DEFAULT},
    {"cast", m_cast, METH_DEFAULT},
    {"__enter__", m_enter, METH_DEFAULT},
    {"__exit__", m_exit, METH_DEFAULT},
    {NULL, NULL, 0},
};

/* ---- attributes -------------------------------------------------------------------------------- */

enum { A_OBJ, A_NBYTES, A_READONLY, A_ITEMSIZE, A_FORMAT, A_NDIM, A_SHAPE, A_STRIDES, A_CONTIG };

static Object *get_attr(Object *o, void *closure)
{
    MemoryViewObject *m = MV(o);
    if (released(o)) return released_error();
    switch ((int)(intptr_t)closure) {
    case A_OBJ: return NEWREF(m->obj);
    case A_NBYTES: return int_from_i64(m->len);
    case A_READONLY: return NEWREF(bool_from(m->readonly));
    case A_ITEMSIZE: return small_new(1);
    case A_FORMAT: return str_from_cstr("B");
    case A_NDIM: return small_new(1);
    case A_SHAPE: {
        Object *n = int_from_i64(m->len), *t = n ? tuple_pack(1, n) : NULL;
        XDECREF(n);
        return t;
    }
    case A_STRIDES: {
        Object *n = int_from_i64(m->step), *t = n ? tuple_pack(1, n) : NULL;
        XDECREF(n);
        return t;
    }
    default: return NEWREF(bool_from(m->step == 1 || m->len <= 1));
    }
}

static Object *get_released(Object *o, void *closure)
{
    (void)closure;
    return NEWREF(bool_from(released(o)));
}

static const GetSetDef memoryview_getset[] = {
    {"obj", get_attr, NULL, (void *)A_OBJ},
    {"nbytes", get_attr, NULL, (void *)A_NBYTES},
    {"readonly", get_attr, NULL, (void *)A_READONLY},
    {"itemsize", get_attr, NULL, (void *)A_ITEMSIZE},
    {"format", get_attr, NULL, (void *)A_FORMAT},
    {"ndim", get_attr, NULL, (void *)A_NDIM},
    {"shape", get_attr, NULL, (void *)A_SHAPE},
    {"strides", get_attr, NULL, (void *)A_STRIDES},
    {"contiguous", get_attr, NULL, (void *)A_CONTIG},
    {"c_contiguous", get_attr, NULL, (void *)A_CONTIG},
    {"released", get_released, NULL, NULL},
    {NULL, NULL, NULL, NULL},
};

Type MemoryView_Type = {
    TYPE_HEAD_INIT,
    .name = "memoryview",
    .basicsize = sizeof(MemoryViewObject),
    .dealloc = memoryview_dealloc,
    .repr = memoryview_repr,
    .hash = memoryview_hash,
    .richcompare = memoryview_richcompare,
    .new = memoryview_new,
    .iter = memoryview_iter,
    .len = memoryview_len,
    .getitem = memoryview_getitem,
    .setitem = memoryview_setitem,
    .methods = memoryview_methods,
    .getset = memoryview_getset,
};
