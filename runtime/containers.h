/* containers.h: internals shared by the container files (tuple.c, list.c,
 * listsort.c, dict.c, dictviews.c, set.c, range.c, slice.c, iterobject.c).
 * Not part of the api.h contract: only those files include it. */
#ifndef FPY_CONTAINERS_H
#define FPY_CONTAINERS_H

#include <limits.h>

#include "runtime/api.h"

/* The tail of a lexicographic comparison: a op b on C sizes, as a bool
 * object (tuple.c). */
Object *seq_compare_sizes(ssize_t a, ssize_t b, int op);
/* The count n of seq * n as a ssize_t, negatives as 0; OverflowError
 * "cannot fit 'int' into an index-sized integer" (tuple.c). */
int seq_repeat_count(Object *n, ssize_t *out);
/* The optional start/stop arguments of seq.index(x, start, stop) (args[1],
 * args[2] when nargs says so): clamped, negatives counted from the end
 * (CPython's _PyEval_SliceIndexNotNone).  0 or -1 (tuple.c). */
int seq_index_bounds(Object *const *args, ssize_t nargs, ssize_t len, ssize_t *start, ssize_t *stop);

/* Reverse the n pointers at a in place (a may be NULL when n is 0). */
/* Sizes (list ob_size, set used/fill, dict used) are written under the
 * object's lock but read without it by len() and fast paths: both sides go
 * through relaxed atomics (a plain mov on x86-64), so no read is torn and
 * ThreadSanitizer sees no data race. */
static inline ssize_t size_load(const ssize_t *p) { return __atomic_load_n(p, __ATOMIC_RELAXED); }
static inline void size_store(ssize_t *p, ssize_t v) { __atomic_store_n(p, v, __ATOMIC_RELAXED); }

static inline void reverse_items(Object **a, ssize_t n)
{
    for (ssize_t i = 0, j = n - 1; i < j; i++, j--) {
        Object *t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}

/* The hash of a dict key or set element, with the two hot cases inline:
 * a tagged small int (CPython's numeric hash: the value modulo the
 * Mersenne prime 2**61 - 1, sign kept, -1 reserved) and an exact str whose
 * hash is cached.  Everything else goes through obj_hash. */
static inline ssize_t key_hash(Object *k)
{
    if (is_small(k)) {
        intptr_t v = small_val(k);
        const intptr_t P = ((intptr_t)1 << 61) - 1;
        if (v > -P && v < P) return v == -1 ? -2 : v;
        return obj_hash(k);
    }
    if (k->ob_type == &Str_Type) {
        ssize_t h = atomic_load_explicit(&((StrObject *)k)->hash, memory_order_relaxed);
        if (h != -1) return h;
        return str_hash(k);
    }
    return obj_hash(k);
}

/* Equality of two keys whose hashes are equal, when it can be decided
 * without running arbitrary code (so while holding a container's lock):
 * 1 equal, 0 not, -2 "undecided: call obj_eq without the lock". */
static inline int key_eq_locked(Object *a, Object *b)
{
    if (a == b) return 1;
    if (is_small(a) || is_small(b)) {
        if (is_small(a) && is_small(b)) return 0;
        Object *o = is_small(a) ? b : a;
        return o->ob_type == &Str_Type ? 0 : -2;
    }
    if (a->ob_type == &Str_Type && b->ob_type == &Str_Type) return str_eq(a, b);
    return -2;
}

/* A list's item array (list.c): the capacity lives in the word before
 * items[0].  Free one that is no longer published; shared: a lock-free
 * reader may still hold it, so free it through QSBR (gc/qsbr.c). */
void list_array_free(Object **items, bool shared);
void list_array_release(size_t *block); /* free an array's block (b[0] = its capacity) now: malloc'd or mapped */
/* Must what a writer removes from l (an item, an array) wait for QSBR?
 * Only when a thread other than l's owner has touched l (`shared`, set
 * under the lock by that thread before its first lock-free read,
 * list_item_lf, or as it first locks l, list_lock) and other threads run.
 * A list only its own thread touches, in a program with threads, frees at
 * once, as with one thread.  Read it under l's lock: a reader that has not
 * marked l by then has not loaded anything from it. */
static inline bool list_shared(ListObject *l)
{
    return atomic_load_explicit(&l->shared, memory_order_relaxed) && qsbr_may_share();
}
/* A private copy of the n pointers at items (no references taken), in a
 * new array of capacity cap >= n whose other slots are NULL; NULL when out
 * of memory (no exception set). */
Object **list_array_dup(Object **items, ssize_t n, ssize_t cap);

/* ---- dict internals shared with dictviews.c and set.c (dict.c) ---------- */

/* The next live entry at or after *pos (entry order): new refs in *key /
 * *value / its hash (each out pointer may be NULL); *pos moves past it.
 * Locks the dict for the read.  false at the end. */
bool dict_entry_at(Object *d, ssize_t *pos, Object **key, Object **value, ssize_t *hash);
/* The previous live entry before *pos (reverse order); *pos becomes its
 * index.  Start with *pos = dict_entries_end(d). */
bool dict_entry_before(Object *d, ssize_t *pos, Object **key, Object **value);
ssize_t dict_entries_end(Object *d);
/* d[key] with a known hash: 1 found (*value new ref), 0 missing, -1 error. */
int dict_lookup_known_hash(Object *d, Object *key, ssize_t hash, Object **value);
/* The keys of d with their hashes, in order: malloc'd arrays (free both),
 * keys INCREF'd.  Returns the count, -1 on MemoryError. */
ssize_t dict_snapshot_keys(Object *d, Object ***keys, ssize_t **hashes);
Object *dict_values_list(Object *d); /* new ref: list of values */
/* New ref: list(view) of a dict_keys / dict_values / dict_items
 * view, from one snapshot of the dict (dictviews.c). */
Object *dictview_to_list(Object *view);
/* New ref: list(s) of a set or frozenset, from one snapshot (set.c). */
Object *set_to_list(Object *s);

/* dictviews.c: the dict's iter slot and its view/reversed methods. */
Object *dict_iter(Object *d);
Object *dict_keys_meth(Object *self, Object *const *args, ssize_t nargs, Object *kwnames);
Object *dict_values_meth(Object *self, Object *const *args, ssize_t nargs, Object *kwnames);
Object *dict_items_meth(Object *self, Object *const *args, ssize_t nargs, Object *kwnames);
Object *dict_reversed_meth(Object *self, Object *const *args, ssize_t nargs, Object *kwnames);

/* ---- set internals used by the dict views (set.c) ------------------------ */
int set_update_from(Object *s, Object *iterable);              /* s |= iterable */
int set_difference_update_from(Object *s, Object *iterable);   /* s -= iterable */
int set_symdiff_update_from(Object *s, Object *iterable);      /* s ^= iterable */
Object *set_intersection_with(Object *s, Object *iterable);    /* new ref: s.intersection(iterable) */

/* A subclass that defines its own __init__ receives the
 * constructor's arguments there: the base type's new then only allocates. */
static inline bool subtype_has_own_init(Type *t)
{
    Object *init = obj_type_lookup(t, str_intern_cstr("__init__"));
    return init != NULL && TYPE(init) != &MethodDescr_Type;
}

#endif
