/* bytearray.c: the mutable bytes.
 *
 * The idea.  A bytearray is a header plus a separately malloc'd array of
 * bytes (data[0..size-1], room for `allocated`), over-allocated on growth
 * (size + size/8 + 16) so that append is amortised O(1).  Everything a
 * bytes can do it does through bytes.c's shared methods (bytesimpl.h: the
 * method runs on a snapshot and its bytes results come back as
 * bytearrays); this file holds what only a mutable sequence has: item and
 * slice assignment (extended slices, size-changing slices), del, append,
 * extend, insert, pop, remove, clear, copy, reverse, += and *=, and the
 * constructor, repr, comparison, `in` and iteration.
 *
 * Thread safety (docs/container-locking.md).  The rule, written beside
 * ByteArrayObject in bytesimpl.h: every read and every write of the bytes,
 * `allocated` and `exports` holds the object's ob_mutex; only len() reads
 * the size without it (a relaxed atomic).  The bytes are plain chars, so a
 * locked reader costs one uncontended atomic exchange (none at all before
 * the first thread starts, lock.h) and there is no need for QSBR: nobody
 * reads an array without the lock, so a resize frees the old one at once.
 * Under the lock we only copy bytes and malloc/realloc/free: anything that
 * may run Python code (an argument's __index__, iterating an argument,
 * raising) happens before locking or after unlocking.  An operation on two
 * bytearrays (a += b, a[1:] = b, a == b) takes a snapshot of the other one
 * first, so no thread ever holds two of these locks.
 *
 * Exports.  A memoryview on a bytearray counts itself in `exports` for its
 * whole life (until release()); while the count is above zero the size
 * may not change (BufferError "Existing exports of data: object cannot be
 * re-sized", as CPython), so a view's window stays inside the data.
 *
 * What fpy simplifies: no subclasses of bytearray; the read-only methods
 * copy the bytearray once per call (the snapshot) instead of reading it in
 * place.
 */
#include <stdlib.h>
#include <string.h>

#include "runtime/bytesimpl.h"
#include "runtime/containers.h"
#include "runtime/lock.h"

static inline ByteArrayObject *BA(Object *o) { return (ByteArrayObject *)o; }

static const char resize_msg[] = "Existing exports of data: object cannot be re-sized";

/* New ref: a bytearray that takes over data (malloc'd, `allocated` bytes, n used). */
static Object *ba_new_owning(char *data, ssize_t n, ssize_t allocated)
{
    ByteArrayObject *b = (ByteArrayObject *)obj_alloc(&ByteArray_Type, sizeof(ByteArrayObject));
    if (b == NULL) {
        free(data);
        return NULL;
    }
    b->data = data;
    b->allocated = allocated;
    b->ob.ob_size = n;
    return (Object *)b;
}

Object *bytearray_from(const char *s, ssize_t n)
{
    char *d = NULL;
    if (n > 0) {
        if ((size_t)n > (size_t)PTRDIFF_MAX - 64 || (d = malloc((size_t)n)) == NULL) return err_no_memory();
        memcpy(d, s, (size_t)n);
    }
    return ba_new_owning(d, n, n);
}

Object *bytearray_from_bytes_steal(Object *b)
{
    Object *r = bytearray_from(bytes_data(b), bytes_len(b));
    DECREF(b);
    return r;
}

Object *bytearray_snapshot(Object *o)
{
    for (;;) {
        ssize_t n = bytearray_len(o);
        Object *r = bytes_new_raw(n);
        if (r == NULL) return NULL;
        obj_lock(o);
        if (BA(o)->ob.ob_size == n) {
            if (n) memcpy(bytes_data(r), BA(o)->data, (size_t)n);
            obj_unlock(o);
            return r;
        }
        obj_unlock(o); /* it changed size meanwhile: again with the new size */
        DECREF(r);
    }
}

/* Make room for n bytes, the lock held.  0; -1 out of memory; -2 the
 * size would change while views are exported.  Raises nothing (the
 * caller raises after unlocking: resize_fail). */
static int resize_locked(ByteArrayObject *b, ssize_t n)
{
    if (n != b->ob.ob_size && b->exports > 0) return -2;
    if (n > b->allocated || n < b->allocated / 2) {
        if ((size_t)n > (size_t)PTRDIFF_MAX / 2) return -1;
        ssize_t cap = n > b->allocated ? n + n / 8 + 16 : n;
        char *d = realloc(b->data, cap ? (size_t)cap : 1);
        if (d == NULL) return -1;
        b->data = d;
        b->allocated = cap;
    }
    __atomic_store_n(&b->ob.ob_size, n, __ATOMIC_RELAXED);
    return 0;
}

static int resize_fail(int rc)
{
    if (rc == -2) err_set(&Exc_BufferError, resize_msg);
    else err_no_memory();
    return -1;
}

/* ---- the constructor ------------------------------------------------------------ */

/* bytearray(), bytearray(n), bytearray(str, encoding[, errors]),
 * bytearray(bytes-like), bytearray(iterable of ints) */
static Object *bytearray_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames)
{
    static const char *const names[] = {"source", "encoding", "errors", NULL};
    Object *a[3];
    if (args_parse("bytearray", args, nargs, kwnames, names, 0, 0, a) < 0) return NULL;
    if ((Type *)type != &ByteArray_Type)
        return err_set(&Exc_NotImplementedError, "subclasses of bytearray are not supported by fpy");
    Object *src = a[0];
    if (src == NULL) {
        if (a[1] || a[2])
            return err_set(&Exc_TypeError, a[1] ? "encoding without a string argument" : "errors without a string argument");
        return bytearray_from(NULL, 0);
    }
    if (is_str(src)) {
        if (a[1] == NULL) return err_set(&Exc_TypeError, "string argument without an encoding");
        Object *eargs[2] = {a[1], a[2] ? a[2] : STR_ID("strict")};
        Object *b = obj_call_method(src, "encode", eargs, 2);
        return b ? bytearray_from_bytes_steal(b) : NULL;
    }
    if (a[1] || a[2])
        return err_set(&Exc_TypeError, a[1] ? "encoding without a string argument" : "errors without a string argument");
    if (is_int(src) || (!is_bytes_like(src) && TYPE(src)->nb_index)) {
        ssize_t n;
        if (index_as_ssize(src, &Exc_OverflowError, &n) < 0) return NULL;
        if (n < 0) return err_set(&Exc_ValueError, "negative count");
        char *d = n ? calloc((size_t)n, 1) : NULL;
        if (n && d == NULL) return err_no_memory();
        return ba_new_owning(d, n, n);
    }
    Object *b = bytes_from_source(src, "bytearray");
    return b ? bytearray_from_bytes_steal(b) : NULL;
}

static void bytearray_dealloc(Object *o)
{
    free(BA(o)->data);
    obj_free(o);
}

/* ---- repr, compare, len, in --------------------------------------------------------- */

static Object *bytearray_repr(Object *o)
{
    Object *b = bytearray_snapshot(o);
    if (b == NULL) return NULL;
    Object *r = bytes_repr_data(bytes_data(b), bytes_len(b), "bytearray(", ")");
    DECREF(b);
    return r;
}

/* a bytearray against any bytes-like object, every operator (CPython's
 * bytearray_richcompare; bytes == bytearray lands here reflected) */
static Object *bytearray_richcompare(Object *a, Object *b, int op)
{
    if (!is_bytes_like(a) || !is_bytes_like(b)) return NotImplemented;
    return buffer_compare(a, b, op);
}

static ssize_t bytearray_len_slot(Object *o) { return bytearray_len(o); }

static int bytearray_contains(Object *o, Object *x)
{
    Object *b = bytearray_snapshot(o);
    if (b == NULL) return -1;
    int r = bytes_contains_data(bytes_data(b), bytes_len(b), x);
    DECREF(b);
    return r;
}

/* ---- items and slices ----------------------------------------------------------------- */

/* An index argument as a ssize_t (CPython's messages). */
static int index_arg(Object *key, ssize_t *out)
{
    if (!is_int(key) && TYPE(key)->nb_index == NULL) {
        err_format(&Exc_TypeError, "bytearray indices must be integers or slices, not %s", TYPE_NAME(key));
        return -1;
    }
    return index_as_ssize(key, &Exc_IndexError, out);
}

/* A byte value (an int 0..255): 0 or -1 */
static int byte_arg(Object *v, unsigned char *out)
{
    if (!is_int(v) && TYPE(v)->nb_index == NULL) {
        err_format(&Exc_TypeError, "'%s' object cannot be interpreted as an integer", TYPE_NAME(v));
        return -1;
    }
    ssize_t x;
    if (index_as_ssize(v, NULL, &x) < 0) return -1;
    if (x < 0 || x > 255) {
        err_set(&Exc_ValueError, "byte must be in range(0, 256)");
        return -1;
    }
    *out = (unsigned char)x;
    return 0;
}

static Object *bytearray_getitem(Object *o, Object *key)
{
    ByteArrayObject *b = BA(o);
    if (TYPE(key) == &Slice_Type) {
        ssize_t start, stop, step;
        if (slice_unpack(key, &start, &stop, &step) < 0) return NULL;
        for (;;) {
            ssize_t guess = slice_adjust(bytearray_len(o), &(ssize_t){start}, &(ssize_t){stop}, step);
            char *d = guess > 0 ? malloc((size_t)guess) : NULL;
            if (guess > 0 && d == NULL) return err_no_memory();
            obj_lock(o);
            ssize_t s = start, e = stop, n = slice_adjust(b->ob.ob_size, &s, &e, step);
            if (n != guess) { /* the size moved: again */
                obj_unlock(o);
                free(d);
                continue;
            }
            for (ssize_t k = 0, i = s; k < n; k++, i += step) d[k] = b->data[i];
            obj_unlock(o);
            return ba_new_owning(d, n, n);
        }
    }
    ssize_t i;
    if (index_arg(key, &i) < 0) return NULL;
    obj_lock(o);
    ssize_t n = b->ob.ob_size;
    if (i < 0) i += n;
    int v = i >= 0 && i < n ? (unsigned char)b->data[i] : -1;
    obj_unlock(o);
    if (v < 0) return err_set(&Exc_IndexError, "bytearray index out of range");
    return small_new(v);
}

/* del b[start:stop:step] with the lock held (n = the slice's length) */
static void delete_locked(ByteArrayObject *b, ssize_t start, ssize_t step, ssize_t n)
{
    if (step < 0) { /* the same positions, walked upwards */
        start += step * (n - 1);
        step = -step;
    }
    ssize_t size = b->ob.ob_size, w = start;
    if (step == 1 || n == 1) {
        memmove(b->data + start, b->data + start + n, (size_t)(size - start - n));
        resize_locked(b, size - n);
        return;
    }
    for (ssize_t r = start, k = 0; r < size; r++) {
        if (k < n && r == start + k * step) {
            k++;
            continue;
        }
        b->data[w++] = b->data[r];
    }
    resize_locked(b, size - n); /* shrinking: cannot fail (the caller checked exports) */
}

static int bytearray_setitem(Object *o, Object *key, Object *v)
{
    ByteArrayObject *b = BA(o);
    if (TYPE(key) != &Slice_Type) {
        ssize_t i;
        unsigned char c = 0;
        if (index_arg(key, &i) < 0 || (v && byte_arg(v, &c) < 0)) return -1;
        obj_lock(o);
        ssize_t n = b->ob.ob_size;
        if (i < 0) i += n;
        int rc = 0;
        if (i < 0 || i >= n) rc = -1;
        else if (v) b->data[i] = (char)c;
        else if (b->exports > 0) rc = -2;
        else delete_locked(b, i, 1, 1);
        obj_unlock(o);
        if (rc == -1) err_set(&Exc_IndexError, "bytearray index out of range");
        return rc < 0 ? (rc == -2 ? resize_fail(rc) : -1) : 0;
    }
    ssize_t start, stop, step;
    if (slice_unpack(key, &start, &stop, &step) < 0) return -1;
    Object *val = NULL; /* the new bytes, as a private bytes */
    if (v) {
        if (is_str(v) || is_int(v) || is_float(v))
            return err_set(&Exc_TypeError, "can assign only bytes, buffers, or iterables of ints in range(0, 256)"), -1;
        if ((val = bytes_from_source(v, "bytearray")) == NULL) return -1;
    }
    ssize_t vn = val ? bytes_len(val) : 0;
    obj_lock(o);
    ssize_t size = b->ob.ob_size, s = start, e = stop;
    ssize_t n = slice_adjust(size, &s, &e, step);
    int rc = 0;
    ssize_t mismatch = -1;
    if (val == NULL || (vn == 0 && step != 1)) { /* an empty value deletes an extended slice, as in CPython */
        if (n > 0 && b->exports > 0) rc = -2;
        else if (n > 0) delete_locked(b, s, step, n);
    } else if (step == 1) {
        if (n < 0) n = 0;
        ssize_t tail = size - s - n;
        if (vn != n && b->exports > 0) {
            rc = -2;
        } else if (vn < n) { /* move the tail down, then shrink */
            memmove(b->data + s + vn, b->data + s + n, (size_t)tail);
            resize_locked(b, size - n + vn);
        } else if (vn > n && (rc = resize_locked(b, size - n + vn)) == 0) { /* grow, then move the tail up */
            memmove(b->data + s + vn, b->data + s + n, (size_t)tail);
        }
        if (rc == 0 && vn) memcpy(b->data + s, bytes_data(val), (size_t)vn);
    } else if (vn != n) {
        mismatch = n;
    } else {
        for (ssize_t k = 0, i = s; k < n; k++, i += step) b->data[i] = bytes_data(val)[k];
    }
    obj_unlock(o);
    XDECREF(val);
    if (mismatch >= 0) {
        err_format(&Exc_ValueError, "attempt to assign bytes of size %zd to extended slice of size %zd", vn, mismatch);
        return -1;
    }
    return rc < 0 ? resize_fail(rc) : 0;
}

/* ---- +, *, +=, *=, % ------------------------------------------------------------------- */

static Object *bytearray_concat(Object *a, Object *bo)
{
    Object *x, *y;
    int got = buffer_bytes(bo, &y);
    if (got < 0) return NULL;
    if (got == 0) return err_format(&Exc_TypeError, "can't concat %s to bytearray", TYPE_NAME(bo));
    if ((x = bytearray_snapshot(a)) == NULL) {
        DECREF(y);
        return NULL;
    }
    ssize_t nx = bytes_len(x), ny = bytes_len(y);
    char *d = nx + ny ? malloc((size_t)(nx + ny)) : NULL;
    Object *r = NULL;
    if (nx + ny && d == NULL) {
        err_no_memory();
    } else {
        if (nx) memcpy(d, bytes_data(x), (size_t)nx);
        if (ny) memcpy(d + nx, bytes_data(y), (size_t)ny);
        r = ba_new_owning(d, nx + ny, nx + ny);
    }
    DECREF(x);
    DECREF(y);
    return r;
}

/* append n bytes at the end (the lock not held) */
static int append_data(Object *o, const char *s, ssize_t n)
{
    if (n == 0) return 0;
    ByteArrayObject *b = BA(o);
    obj_lock(o);
    ssize_t size = b->ob.ob_size;
    int rc = size > PTRDIFF_MAX - 64 - n ? -1 : resize_locked(b, size + n);
    if (rc == 0) memcpy(b->data + size, s, (size_t)n);
    obj_unlock(o);
    return rc < 0 ? resize_fail(rc) : 0;
}

static Object *bytearray_inplace_concat(Object *a, Object *bo)
{
    Object *y;
    int got = buffer_bytes(bo, &y);
    if (got < 0) return NULL;
    if (got == 0) return err_format(&Exc_TypeError, "can't concat %s to bytearray", TYPE_NAME(bo));
    int rc = append_data(a, bytes_data(y), bytes_len(y));
    DECREF(y);
    return rc < 0 ? NULL : NEWREF(a);
}

static Object *bytearray_repeat(Object *o, Object *count)
{
    ssize_t k;
    if (seq_repeat_count(count, &k) < 0) return NULL;
    Object *x = bytearray_snapshot(o);
    if (x == NULL) return NULL;
    ssize_t n = bytes_len(x);
    Object *r = NULL;
    if (k > 0 && n > 0 && n > (PTRDIFF_MAX - 64) / k) {
        err_no_memory();
    } else {
        size_t total = k > 0 ? (size_t)n * (size_t)k : 0;
        char *d = total ? malloc(total) : NULL;
        if (total && d == NULL) {
            err_no_memory();
        } else {
            for (size_t i = 0; i < total; i += (size_t)n) memcpy(d + i, bytes_data(x), (size_t)n);
            r = ba_new_owning(d, (ssize_t)total, (ssize_t)total);
        }
    }
    DECREF(x);
    return r;
}

static Object *bytearray_inplace_repeat(Object *o, Object *count)
{
    if (!is_int(count) && TYPE(count)->nb_index == NULL) return NotImplemented;
    ssize_t k;
    if (seq_repeat_count(count, &k) < 0) return NULL;
    ByteArrayObject *b = BA(o);
    obj_lock(o);
    ssize_t n = b->ob.ob_size;
    int rc = 0;
    if (k <= 0 || n == 0) {
        rc = resize_locked(b, 0);
    } else if (n > (PTRDIFF_MAX - 64) / k) {
        rc = -1;
    } else if ((rc = resize_locked(b, n * k)) == 0) {
        for (ssize_t i = 1; i < k; i++) memcpy(b->data + i * n, b->data, (size_t)n);
    }
    obj_unlock(o);
    return rc < 0 ? (resize_fail(rc), NULL) : NEWREF(o);
}

static Object *bytearray_mod(Object *a, Object *args)
{
    if (TYPE(a) != &ByteArray_Type) return NotImplemented;
    Object *x = bytearray_snapshot(a);
    if (x == NULL) return NULL;
    Object *r = bytes_format(bytes_data(x), bytes_len(x), args);
    DECREF(x);
    return r ? bytearray_from_bytes_steal(r) : NULL;
}

/* ---- iteration -------------------------------------------------------------------------- */

typedef struct {
    Object ob;
    Object *ba;
    _Atomic(ssize_t) pos; /* threads sharing an iterator may each see any item, never a torn index */
} ByteArrayIterObject;

static Object *bytearray_iter(Object *o)
{
    ByteArrayIterObject *it = (ByteArrayIterObject *)obj_alloc(&ByteArrayIter_Type, sizeof(ByteArrayIterObject));
    if (it == NULL) return NULL;
    it->ba = NEWREF(o);
    atomic_init(&it->pos, 0);
    return (Object *)it;
}

static Object *bytearrayiter_next(Object *o)
{
    ByteArrayIterObject *it = (ByteArrayIterObject *)o;
    ssize_t i = atomic_fetch_add_explicit(&it->pos, 1, memory_order_relaxed);
    obj_lock(it->ba);
    int v = i < BA(it->ba)->ob.ob_size ? (unsigned char)BA(it->ba)->data[i] : -1;
    obj_unlock(it->ba);
    if (v < 0) {
        /* exhausted for good (CPython drops the sequence): park the index */
        atomic_store_explicit(&it->pos, PTRDIFF_MAX / 2, memory_order_relaxed);
        return NULL;
    }
    return small_new(v);
}

static void bytearrayiter_dealloc(Object *o)
{
    DECREF(((ByteArrayIterObject *)o)->ba);
    obj_free(o);
}

Type ByteArrayIter_Type = {
    TYPE_HEAD_INIT,
    .name = "bytearray_iterator",
    .basicsize = sizeof(ByteArrayIterObject),
    .dealloc = bytearrayiter_dealloc,
    .iter = iter_return_self,
    .iternext = bytearrayiter_next,
};

/* ---- the mutating methods ----------------------------------------------------------------- */

static Object *m_append(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("append", kwnames) < 0 || args_count("bytearray.append", nargs, 1, 1) < 0) return NULL;
    unsigned char c;
    if (byte_arg(args[0], &c) < 0 || append_data(self, (const char *)&c, 1) < 0) return NULL;
    return NEWREF(None);
}

static Object *m_extend(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("extend", kwnames) < 0 || args_count("extend", nargs, 1, 1) < 0) return NULL;
    Object *x = args[0];
    if (!is_bytes_like(x) && TYPE(x)->iter == NULL && TYPE(x)->getitem == NULL)
        return err_format(&Exc_TypeError, "can't extend bytearray with %s", TYPE_NAME(x));
    Object *b = bytes_from_source(x, "bytearray");
    if (b == NULL) return NULL;
    int rc = append_data(self, bytes_data(b), bytes_len(b));
    DECREF(b);
    return rc < 0 ? NULL : NEWREF(None);
}

static Object *m_insert(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("insert", kwnames) < 0 || args_count("insert", nargs, 2, 2) < 0) return NULL;
    ssize_t i;
    unsigned char c;
    if (!is_int(args[0]) && TYPE(args[0])->nb_index == NULL)
        return err_format(&Exc_TypeError, "'%s' object cannot be interpreted as an integer", TYPE_NAME(args[0]));
    if (index_as_ssize(args[0], &Exc_OverflowError, &i) < 0 || byte_arg(args[1], &c) < 0) return NULL;
    ByteArrayObject *b = BA(self);
    obj_lock(self);
    ssize_t n = b->ob.ob_size;
    if (i < 0 && (i += n) < 0) i = 0;
    if (i > n) i = n;
    int rc = resize_locked(b, n + 1);
    if (rc == 0) {
        memmove(b->data + i + 1, b->data + i, (size_t)(n - i));
        b->data[i] = (char)c;
    }
    obj_unlock(self);
    return rc < 0 ? (resize_fail(rc), NULL) : NEWREF(None);
}

static Object *m_pop(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("pop", kwnames) < 0 || args_count("pop", nargs, 0, 1) < 0) return NULL;
    ssize_t i = -1;
    if (nargs) {
        if (!is_int(args[0]) && TYPE(args[0])->nb_index == NULL)
            return err_format(&Exc_TypeError, "'%s' object cannot be interpreted as an integer", TYPE_NAME(args[0]));
        if (index_as_ssize(args[0], &Exc_OverflowError, &i) < 0) return NULL;
    }
    ByteArrayObject *b = BA(self);
    obj_lock(self);
    ssize_t n = b->ob.ob_size;
    int rc = 0, v = 0;
    if (n == 0) {
        rc = -3;
    } else {
        if (i < 0) i += n;
        if (i < 0 || i >= n) {
            rc = -4;
        } else if (b->exports > 0) {
            rc = -2;
        } else {
            v = (unsigned char)b->data[i];
            delete_locked(b, i, 1, 1);
        }
    }
    obj_unlock(self);
    if (rc == -3) return err_set(&Exc_IndexError, "pop from empty bytearray");
    if (rc == -4) return err_set(&Exc_IndexError, "pop index out of range");
    if (rc < 0) return resize_fail(rc), NULL;
    return small_new(v);
}

static Object *m_remove(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("remove", kwnames) < 0 || args_count("remove", nargs, 1, 1) < 0) return NULL;
    unsigned char c;
    if (byte_arg(args[0], &c) < 0) return NULL;
    ByteArrayObject *b = BA(self);
    obj_lock(self);
    char *hit = b->ob.ob_size ? memchr(b->data, c, (size_t)b->ob.ob_size) : NULL;
    int rc = hit == NULL ? -3 : b->exports > 0 ? -2 : 0;
    if (rc == 0) delete_locked(b, hit - b->data, 1, 1);
    obj_unlock(self);
    if (rc == -3) return err_set(&Exc_ValueError, "value not found in bytearray");
    if (rc < 0) return resize_fail(rc), NULL;
    return NEWREF(None);
}

static Object *m_clear(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    if (args_no_kw("clear", kwnames) < 0 || args_count("bytearray.clear", nargs, 0, 0) < 0) return NULL;
    obj_lock(self);
    int rc = resize_locked(BA(self), 0);
    obj_unlock(self);
    return rc < 0 ? (resize_fail(rc), NULL) : NEWREF(None);
}

static Object *m_copy(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    if (args_no_kw("copy", kwnames) < 0 || args_count("bytearray.copy", nargs, 0, 0) < 0) return NULL;
    Object *b = bytearray_snapshot(self);
    return b ? bytearray_from_bytes_steal(b) : NULL;
}

static Object *m_reverse(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    if (args_no_kw("reverse", kwnames) < 0 || args_count("bytearray.reverse", nargs, 0, 0) < 0) return NULL;
    ByteArrayObject *b = BA(self);
    obj_lock(self);
    for (ssize_t i = 0, j = b->ob.ob_size - 1; i < j; i++, j--) {
        char t = b->data[i];
        b->data[i] = b->data[j];
        b->data[j] = t;
    }
    obj_unlock(self);
    return NEWREF(None);
}

static const MethodDef bytearray_methods[] = {
#define X(name) {#name, bytearray_shared_##name, METH_DEFAULT},
    BYTES_SHARED_METHODS(X)
#undef X
    {"fromhex", bytearray_shared_fromhex, METH_CLASS},
    {"maketrans", bytes_maketrans, METH_STATIC},
    {"append", m_append, METH_DEFAULT},
    {"extend", m_extend, METH_DEFAULT},
    {"insert", m_insert, METH_DEFAULT},
    {"pop", m_pop, METH_DEFAULT},
    {"remove", m_remove, METH_DEFAULT},
    {"clear", m_clear, METH_DEFAULT},
    {"copy", m_copy, METH_DEFAULT},
    {"reverse", m_reverse, METH_DEFAULT},
    {NULL, NULL, 0},
};

Type ByteArray_Type = {
    TYPE_HEAD_INIT,
    .name = "bytearray",
    .basicsize = sizeof(ByteArrayObject),
    .dealloc = bytearray_dealloc,
    .repr = bytearray_repr,
    .richcompare = bytearray_richcompare,
    .new = bytearray_new,
    .iter = bytearray_iter,
    .len = bytearray_len_slot,
    .getitem = bytearray_getitem,
    .setitem = bytearray_setitem,
    .contains = bytearray_contains,
    .sq_concat = bytearray_concat,
    .sq_repeat = bytearray_repeat,
    .nb_inplace_add = bytearray_inplace_concat,
    .nb_inplace_mul = bytearray_inplace_repeat,
    .nb_mod = bytearray_mod,
    .methods = bytearray_methods,
};
