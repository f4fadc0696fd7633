/* listsort.c: list.sort(), a stable merge sort of natural runs.
 *
 * The idea (Tim Peters' timsort, CPython's Objects/listsort.txt, without
 * galloping): real data is full of already ordered stretches, so the sort
 * first finds *runs* (maximal non-descending, or strictly descending
 * stretches, the latter reversed in place), extends short ones to `minrun`
 * items by binary insertion, and merges runs pairwise keeping a stack of
 * run lengths that grow like Fibonacci numbers (so merges stay balanced and
 * the whole sort is O(n log n), O(n) on sorted input).
 *
 * What must match CPython exactly:
 *   - stability: equal keys keep their order; reverse=True reverses the
 *     list, sorts forwards and reverses back, so equal keys still keep their
 *     original order ("reverse keeps stability");
 *   - the first comparisons, because their errors are visible: a run is
 *     counted by comparing items[1] < items[0] first, so [3, 'a'].sort()
 *     says "'<' not supported between instances of 'str' and 'int'";
 *   - keys are computed once per item, before any comparison; while the
 *     sort runs the list looks empty, and a list mutated meanwhile raises
 *     "list modified during sort".  "Mutated" is CPython's test: the list's
 *     `allocated` is set to -1 when the items are taken out, and every
 *     resize and every clear of a list that has an array sets it again, so
 *     an append followed by a pop counts, while a clear of the empty list,
 *     an empty slice assignment or a nested sort does not.  What was stored
 *     meanwhile is dropped; the sorted items (all of them, in some order
 *     after an error) are put back.
 * Only `<` is ever used.  When every key is a small int, an exact str or a
 * float, the comparison is done inline instead of through
 * obj_richcompare_bool (CPython's unsafe_*_compare pre-check); when every
 * key is an exact non-empty tuple, tuples are compared directly, their
 * first items by such an inline comparison when those share a type.
 *
 * What fpy simplifies: no galloping mode (it only speeds up merges of runs
 * with long one-sided stretches) and the classic run-stack invariants
 * instead of 3.11's powersort merge order; for consistent comparisons the
 * result is the same.
 *
 * Thread safety: the items are taken out of the list under its lock and put
 * back under it, so an append, pop or sort in another thread meanwhile sees
 * (and changes) only the empty list, and the put-back drops what it left
 * there (through QSBR when other threads run: a lock-free reader may hold
 * those items).  The sort works on an array nobody else writes, with no
 * lock held while keys are computed or compared.  A lock-free reader
 * (list.c: lf_item) in another thread may have loaded the items pointer
 * just before the take-out and go on reading that array until its next
 * quiescent state, so when the list is shared (list_shared: such a
 * reader marked it before its first read, and other threads run) the
 * sort permutes a private copy and the published array is retired
 * through QSBR: such a reader sees the old order, never a slot being
 * rewritten.  A list only its owner has read (`sorted(...)`'s fresh
 * list, a thread's own list) is sorted in place, whatever other threads
 * do.
 */
#include <stdlib.h>
#include <string.h>

#include "runtime/api.h"
#include "runtime/containers.h"
#include "runtime/lock.h"

typedef struct MergeState MergeState;
typedef int (*LessFunc)(Object *a, Object *b, const MergeState *ms); /* 1 a < b, 0 not, -1 error */
typedef int (*EqFunc)(Object *a, Object *b);                          /* 1 a == b, 0 not, -1 error */

static int less_generic(Object *a, Object *b, const MergeState *ms)
{
    (void)ms;
    return obj_richcompare_bool(a, b, CMP_LT);
}
static int less_small(Object *a, Object *b, const MergeState *ms)
{
    (void)ms;
    return small_val(a) < small_val(b);
}
static int less_float(Object *a, Object *b, const MergeState *ms)
{
    (void)ms;
    return float_val(a) < float_val(b);
}

/* UTF-8 byte order is code point order. */
static int less_str(Object *a, Object *b, const MergeState *ms)
{
    (void)ms;
    ssize_t na = str_nbytes(a), nb = str_nbytes(b);
    int c = memcmp(str_cstr(a), str_cstr(b), (size_t)(na < nb ? na : nb));
    return c < 0 || (c == 0 && na < nb);
}

/* The same types' ==, with obj_richcompare_bool's identity shortcut. */
static int eq_generic(Object *a, Object *b) { return obj_richcompare_bool(a, b, CMP_EQ); }
static int eq_small(Object *a, Object *b) { return a == b; }
static int eq_float(Object *a, Object *b) { return a == b || float_val(a) == float_val(b); }
static int eq_str(Object *a, Object *b) { return str_eq(a, b); }

static int less_tuple(Object *a, Object *b, const MergeState *ms);

/* One type's own `<` (and `==`) when every key -- or, with first_items,
 * every key's first item -- is a small int, an exact str or an exact float
 * (CPython's unsafe_*_compare pre-check); else the generic ones. */
static LessFunc type_less(Object **keys, ssize_t n, bool first_items, EqFunc *eq)
{
    bool small = true, str = true, flt = true;
    for (ssize_t i = 0; i < n && (small || str || flt); i++) {
        Object *k = first_items ? tuple_items(keys[i])[0] : keys[i];
        if (!is_small(k)) small = false;
        if (is_small(k) || k->ob_type != &Str_Type) str = false;
        if (is_small(k) || k->ob_type != &Float_Type) flt = false;
    }
    if (small) return *eq = eq_small, less_small;
    if (str) return *eq = eq_str, less_str;
    if (flt) return *eq = eq_float, less_float;
    return *eq = eq_generic, less_generic;
}

/* Are all keys exact non-empty tuples (then less_tuple compares them)? */
static bool all_tuples(Object **keys, ssize_t n)
{
    for (ssize_t i = 0; i < n; i++)
        if (is_small(keys[i]) || keys[i]->ob_type != &Tuple_Type || tuple_len(keys[i]) == 0) return false;
    return true;
}

/* The array being sorted: keys, and the values that move with them (NULL
 * when the keys are the values). */
typedef struct {
    Object **keys;
    Object **values;
} Slice;

typedef struct {
    Slice base;
    ssize_t len;
} Run;

struct MergeState {
    LessFunc less;
    LessFunc first_less; /* tuple keys: the `<` of their first items */
    EqFunc first_eq;     /* ... and their `==` */
    Run pending[85]; /* enough for 2**64 items with the invariants kept */
    int n;
    Object **tmp;    /* merge buffer: keys then values */
    ssize_t tmpcap;
};

/* Tuples, as tuple_richcompare's `<`: the first items that differ decide,
 * else the shorter tuple is less (CPython's unsafe_tuple_compare). */
static int less_tuple(Object *a, Object *b, const MergeState *ms)
{
    ssize_t na = tuple_len(a), nb = tuple_len(b), n = na < nb ? na : nb;
    Object **va = tuple_items(a), **vb = tuple_items(b);
    ssize_t i = 0;
    for (; i < n; i++) {
        int k = i == 0 ? ms->first_eq(va[0], vb[0]) : obj_richcompare_bool(va[i], vb[i], CMP_EQ);
        if (k < 0) return -1;
        if (!k) break;
    }
    if (i >= n) return na < nb;
    if (i == 0) return ms->first_less(va[0], vb[0], ms);
    return obj_richcompare_bool(va[i], vb[i], CMP_LT);
}

static void slice_reverse(Slice s, ssize_t n)
{
    reverse_items(s.keys, n);
    if (s.values) reverse_items(s.values, n);
}

/* Length of the run at s[0..n): non-descending, or strictly descending
 * (*descending = 1).  -1 on a comparison error. */
static ssize_t count_run(MergeState *ms, Object **lo, Object **hi, int *descending)
{
    *descending = 0;
    ++lo;
    if (lo == hi) return 1;
    ssize_t n = 2;
    int k = ms->less(*lo, *(lo - 1), ms);
    if (k < 0) return -1;
    if (k) {
        *descending = 1;
        for (lo = lo + 1; lo < hi; ++lo, ++n) {
            k = ms->less(*lo, *(lo - 1), ms);
            if (k < 0) return -1;
            if (!k) break;
        }
    } else {
        for (lo = lo + 1; lo < hi; ++lo, ++n) {
            k = ms->less(*lo, *(lo - 1), ms);
            if (k < 0) return -1;
            if (k) break;
        }
    }
    return n;
}

/* Sort s[0..hi) by binary insertion, knowing s[0..start) is sorted. */
static int binary_sort(MergeState *ms, Slice s, ssize_t hi, ssize_t start)
{
    if (start == 0) ++start;
    for (; start < hi; ++start) {
        ssize_t l = 0, r = start;
        Object *pivot = s.keys[start];
        do {
            ssize_t p = l + ((r - l) >> 1);
            int k = ms->less(pivot, s.keys[p], ms);
            if (k < 0) return -1;
            if (k) r = p;
            else l = p + 1;
        } while (l < r);
        memmove(&s.keys[l + 1], &s.keys[l], (size_t)(start - l) * sizeof(Object *));
        s.keys[l] = pivot;
        if (s.values) {
            Object *pv = s.values[start];
            memmove(&s.values[l + 1], &s.values[l], (size_t)(start - l) * sizeof(Object *));
            s.values[l] = pv;
        }
    }
    return 0;
}

static ssize_t compute_minrun(ssize_t n)
{
    ssize_t r = 0;
    while (n >= 64) {
        r |= n & 1;
        n >>= 1;
    }
    return n + r;
}

/* Merge the adjacent runs a (na items) and b (nb items, right after a):
 * a is copied aside and merged forwards, taking from a unless b < a, which
 * keeps equal items in order.  On a comparison error the rest of a is put
 * back so that no item is lost. */
static int merge_runs(MergeState *ms, Slice a, ssize_t na, Slice b, ssize_t nb)
{
    ssize_t need = a.values ? 2 * na : na;
    if (need > ms->tmpcap) {
        Object **t = realloc(ms->tmp, (size_t)need * sizeof(Object *));
        if (t == NULL) {
            err_no_memory();
            return -1;
        }
        ms->tmp = t;
        ms->tmpcap = need;
    }
    Object **ta = ms->tmp, **tv = a.values ? ms->tmp + na : NULL;
    memcpy(ta, a.keys, (size_t)na * sizeof(Object *));
    if (tv) memcpy(tv, a.values, (size_t)na * sizeof(Object *));
    ssize_t i = 0, j = 0, d = 0; /* i in a (tmp), j in b, d in the destination */
    int err = 0;
    while (i < na && j < nb) {
        int k = ms->less(b.keys[j], ta[i], ms);
        if (k < 0) {
            err = -1;
            break;
        }
        if (k) {
            a.keys[d] = b.keys[j];
            if (tv) a.values[d] = b.values[j];
            j++;
        } else {
            a.keys[d] = ta[i];
            if (tv) a.values[d] = tv[i];
            i++;
        }
        d++;
    }
    /* what is left of a goes right before what is left of b */
    memcpy(a.keys + d, ta + i, (size_t)(na - i) * sizeof(Object *));
    if (tv) memcpy(a.values + d, tv + i, (size_t)(na - i) * sizeof(Object *));
    return err;
}

static int merge_at(MergeState *ms, int i)
{
    Run *p = ms->pending;
    Slice a = p[i].base, b = p[i + 1].base;
    ssize_t na = p[i].len, nb = p[i + 1].len;
    p[i].len = na + nb;
    if (i == ms->n - 3) p[i + 1] = p[i + 2];
    --ms->n;
    return merge_runs(ms, a, na, b, nb);
}

static int merge_collapse(MergeState *ms)
{
    Run *p = ms->pending;
    while (ms->n > 1) {
        int n = ms->n - 2;
        if ((n > 0 && p[n - 1].len <= p[n].len + p[n + 1].len) ||
            (n > 1 && p[n - 2].len <= p[n - 1].len + p[n].len)) {
            if (p[n - 1].len < p[n + 1].len) --n;
            if (merge_at(ms, n) < 0) return -1;
        } else if (p[n].len <= p[n + 1].len) {
            if (merge_at(ms, n) < 0) return -1;
        } else {
            break;
        }
    }
    return 0;
}

static int merge_force_collapse(MergeState *ms)
{
    Run *p = ms->pending;
    while (ms->n > 1) {
        int n = ms->n - 2;
        if (n > 0 && p[n - 1].len < p[n + 1].len) --n;
        if (merge_at(ms, n) < 0) return -1;
    }
    return 0;
}

/* Sort keys[0..n) (values moving along when not NULL).  0 or -1. */
static int timsort(Object **keys, Object **values, ssize_t n)
{
    if (n < 2) return 0;
    MergeState ms = {0};
    if (all_tuples(keys, n)) { /* the usual (count, word) key */
        ms.first_less = type_less(keys, n, true, &ms.first_eq);
        ms.less = less_tuple;
    } else {
        ms.less = type_less(keys, n, false, &ms.first_eq); /* first_eq unused */
    }
    Slice lo = {keys, values};
    ssize_t remaining = n, minrun = compute_minrun(n);
    int res = 0;
    do {
        int descending;
        ssize_t r = count_run(&ms, lo.keys, lo.keys + remaining, &descending);
        if (r < 0) goto fail;
        if (descending) slice_reverse(lo, r);
        if (r < minrun) {
            ssize_t force = remaining <= minrun ? remaining : minrun;
            if (binary_sort(&ms, lo, force, r) < 0) goto fail;
            r = force;
        }
        ms.pending[ms.n].base = lo;
        ms.pending[ms.n].len = r;
        ++ms.n;
        if (merge_collapse(&ms) < 0) goto fail;
        lo.keys += r;
        if (lo.values) lo.values += r;
        remaining -= r;
    } while (remaining);
    if (merge_force_collapse(&ms) < 0) goto fail;
    goto done;
fail:
    res = -1;
done:
    free(ms.tmp);
    return res;
}

int list_sort(Object *o, Object *key, bool reverse)
{
    ListObject *l = (ListObject *)o;
    /* Take the items out: the list is empty while it is being sorted, and
     * allocated == -1 says "untouched since" (every resize and every clear
     * of a non-empty list sets it, CPython's marker). */
    list_lock(o);
    Object **saved = l->items;
    ssize_t n = l->ob.ob_size, allocated = l->allocated;
    bool was_shared = list_shared(l);
    __atomic_store_n(&l->items, NULL, __ATOMIC_RELEASE);
    size_store(&l->ob.ob_size, 0);
    l->allocated = -1;
    obj_unlock(o);

    /* A lock-free reader on another thread may have loaded `saved` just
     * before it was taken out, and may read it until its next quiescent
     * state: sort a private copy then, and retire `saved` through QSBR.
     * Such a reader marked the list shared before its first read, under
     * the lock, so a list unmarked at the take-out was read by nobody. */
    int res = 0;
    Object **items = saved;
    if (saved != NULL && was_shared) {
        items = list_array_dup(saved, n, allocated);
        if (items == NULL) {
            items = saved;
            err_no_memory();
            res = -1;
        }
    }
    Object **keys = NULL;
    if (res == 0 && key != NULL && key != None && n > 0) {
        keys = malloc((size_t)n * sizeof(Object *));
        if (keys == NULL) {
            err_no_memory();
            res = -1;
        } else {
            for (ssize_t i = 0; i < n; i++) {
                keys[i] = obj_call1(key, items[i]);
                if (keys[i] == NULL) {
                    for (ssize_t j = 0; j < i; j++) DECREF(keys[j]);
                    free(keys);
                    keys = NULL;
                    res = -1;
                    break;
                }
            }
        }
    }
    if (res == 0) {
        Object **k = keys ? keys : items, **v = keys ? items : NULL;
        if (reverse) {
            reverse_items(k, n);
            if (v) reverse_items(v, n);
        }
        res = timsort(k, v, n);
        if (reverse) {
            /* on an error the items are in some order, all present */
            reverse_items(items, n);
        }
    }

    /* Put the items back; whatever was stored meanwhile is dropped. */
    list_lock(o);
    Object **extra = l->items;
    ssize_t nextra = l->ob.ob_size;
    bool modified = l->allocated != -1;
    FPY_ASSERT(modified || (extra == NULL && nextra == 0), "a list changed during a sort changes allocated");
    __atomic_store_n(&l->items, items, __ATOMIC_RELEASE);
    size_store(&l->ob.ob_size, n);
    l->allocated = allocated;
    bool sh = list_shared(l);
    obj_unlock(o);

    if (keys) {
        for (ssize_t i = 0; i < n; i++) DECREF(keys[i]);
        free(keys);
    }
    /* stored by other threads meanwhile: lock-free readers may hold them */
    for (ssize_t i = 0; i < nextra; i++) {
        if (sh) qsbr_decref_later(extra[i]);
        else DECREF(extra[i]);
    }
    list_array_free(extra, sh);
    if (items != saved) list_array_free(saved, true); /* was_shared */
    if (modified && res == 0) {
        err_set(&Exc_ValueError, "list modified during sort");
        res = -1;
    }
    return res;
}
