/* list.c: the mutable sequence, safe to share between threads.
 *
 * The idea.  A list is a header plus a separately allocated array of item
 * pointers (items[0..size-1], room for `allocated`), over-allocated on
 * growth with CPython's formula (size + size/8 + 6, rounded to 4) so that
 * append is amortised O(1) and a sequence of appends reallocates rarely.
 *
 * Thread safety (docs/container-locking.md).  fpy has no global lock, so every
 * list operation must be atomic on its own: no torn read, no lost append,
 * no crash when one thread resizes the array while another reads it.
 * The rule, for every function in this file:
 *
 *   - writers change items, size and allocated only while holding the
 *     list's ob_mutex (obj_lock);
 *   - readers of one item (l[i] via list_get, `in` / index / count via
 *     find, iteration's next item via item_ref) take no lock and write
 *     nothing (list_item_lf, api.h): they load the size, the `items` pointer
 *     (acquire) and the array's own capacity (the word before items[0]),
 *     and read the slot.  Slots past the size are always NULL, so a
 *     reader with a stale size sees NULL and asks again under the lock;
 *   - an array replaced by a resize (resize_locked), a clear or a sort's
 *     put-back is freed through QSBR (gc/qsbr.c) when the list is shared
 *     and other threads run (list_shared), so a reader never reads freed
 *     memory; items moved inside a published array are stored one pointer
 *     at a time (move_items), never torn;
 *   - items removed or replaced then are released through QSBR too
 *     (release_removed; pop gives its caller a reference of its own), so a
 *     reader's INCREF never finds a dead object.  "Shared" is the list's
 *     own flag, set under the lock by the first access of a thread that
 *     does not own it, as for dicts: its first lock-free read
 *     (list_mark_shared) or its first locked read or write (list_lock;
 *     the owner reads without the lock and never marks).  A list only its
 *     owner touches frees at once, grows in place and moves items with
 *     memmove, even while other threads run (a thread's own lists of
 *     floats pay nothing for the others);
 *   - while holding the lock we only move pointers and INCREF: never
 *     obj_eq / obj_hash / obj_repr / a key function / DECREF of an item,
 *     which may run arbitrary code.  Items removed under the lock are
 *     released after unlocking; comparisons happen on an INCREF'd item
 *     with nothing held;
 *   - we never hold two list locks at once: list + list and extend() take
 *     a snapshot of the source first;
 *   - threads with no ThreadState (raw pthreads in unit tests) read under
 *     the lock: they report no quiescent states.
 *
 * A side effect worth knowing: `for x in l` sees appends made during the
 * loop (as in CPython); a reader racing insert/del may see an item at a
 * neighbouring index (each a live item of the list), as free-threaded
 * CPython may; one racing a sort sees the list empty, or the unsorted
 * items in an array the sort no longer writes (listsort.c).
 * docs/container-locking.md has the whole picture.
 *
 * This file also holds the per-thread "repr in progress" list used by every
 * container's repr to print a recursive container as [...] / {...}.
 * Sorting lives in listsort.c.
 */
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "runtime/api.h"
#include "runtime/containers.h"
#include "runtime/lock.h"
#include "vm/thread.h"

#define L(o) ((ListObject *)(o))

/* The first lock-free read of l by a thread that does not own it: mark l
 * shared under its lock, so that a writer either finished before (this
 * reader then sees its result) or sees the mark. */
__attribute__((noinline)) void list_mark_shared(Object *o)
{
    obj_lock(o);
    atomic_store_explicit(&L(o)->shared, 1, memory_order_relaxed);
    obj_unlock(o);
}

/* Take l's lock to read or write it.  A thread that is not l's owner marks
 * l shared as it locks (as dict.c's writer_shared): the owner reads its
 * lists without the lock and never marks them, so from a non-owner's first
 * write on, arrays and items it replaces must wait for the owner's
 * quiescent state (a list made by one thread and appended to by another
 * while its maker reads it).  Threads with no ThreadState (thread_id 0)
 * count as non-owners. */
void list_lock(Object *o)
{
    obj_lock(o);
    if (!atomic_load_explicit(&L(o)->shared, memory_order_relaxed) && (thread_id() == 0 || !brc_is_owner(o)))
        atomic_store_explicit(&L(o)->shared, 1, memory_order_relaxed);
}

/* ---- the recursive-repr guard -------------------------------------------- */

/* Per thread: the containers whose repr is being computed on this thread.
 * Owner-only (thread-local), so no synchronisation. */
static _Thread_local Object **repr_stack;
static _Thread_local ssize_t repr_n, repr_cap;

int repr_enter(Object *o)
{
    for (ssize_t i = 0; i < repr_n; i++)
        if (repr_stack[i] == o) return 1;
    if (repr_n == repr_cap) {
        ssize_t cap = repr_cap ? repr_cap * 2 : 16;
        Object **s = realloc(repr_stack, (size_t)cap * sizeof *s);
        if (s == NULL) {
            err_no_memory();
            return -1;
        }
        repr_stack = s;
        repr_cap = cap;
    }
    repr_stack[repr_n++] = o;
    return 0;
}

void repr_leave(Object *o)
{
    /* Almost always the top; search backwards in case of an odd nesting. */
    for (ssize_t i = repr_n - 1; i >= 0; i--) {
        if (repr_stack[i] == o) {
            memmove(&repr_stack[i], &repr_stack[i + 1], (size_t)(repr_n - i - 1) * sizeof(Object *));
            repr_n--;
            return;
        }
    }
}

/* ---- storage (call with the lock held) ------------------------------------ */

/* An item array carries its capacity in the word before items[0], so a
 * lock-free reader that loaded `items` can bound-check against the array
 * it holds, whatever `allocated` says by then (CPython 3.13's
 * _PyListArray).  Slots in [size, capacity) are always NULL: a reader
 * with a stale size finds NULL there and takes the locked path. */
/* Big arrays (ARRAY_MAP_BYTES and up) are pages mapped for themselves, so
 * that growing one moves its pages (mremap) rather than copying them:
 * glibc's realloc does the same for big blocks, mimalloc's copies, and a
 * program appending to a list of millions of items stalled 5-10 ms at each
 * growth (the slowest appends of bench-style "keep 4 M objects" programs
 * after the collector's pauses).  Whether a block is mapped follows from
 * its capacity (b[0]), so every free goes through list_array_release. */
#define ARRAY_MAP_BYTES ((size_t)1 << 20)
static inline size_t array_bytes(size_t cap) { return (cap + 1) * sizeof(Object *); }
static inline bool array_mapped(size_t cap) { return array_bytes(cap) >= ARRAY_MAP_BYTES; }
static inline size_t map_len(size_t cap) { return (array_bytes(cap) + 4095) & ~(size_t)4095; }

static size_t *block_alloc(size_t cap)
{
    if (!array_mapped(cap)) return malloc(array_bytes(cap));
    void *p = mmap(NULL, map_len(cap), PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    return p == MAP_FAILED ? NULL : p;
}

void list_array_release(size_t *b)
{
    if (array_mapped(b[0])) munmap(b, map_len(b[0]));
    else free(b);
}

/* realloc for array blocks: the old block stays valid when NULL returns;
 * the caller writes the new capacity into b[0]. */
static size_t *block_resize(size_t *b, size_t ncap)
{
    size_t ocap = b[0];
    if (!array_mapped(ocap) && !array_mapped(ncap)) return realloc(b, array_bytes(ncap));
    if (array_mapped(ocap) && array_mapped(ncap)) {
        void *p = mremap(b, map_len(ocap), map_len(ncap), MREMAP_MAYMOVE);
        return p == MAP_FAILED ? NULL : p;
    }
    size_t *n = block_alloc(ncap);
    if (n == NULL) return NULL;
    memcpy(n, b, array_bytes(ocap < ncap ? ocap : ncap));
    list_array_release(b);
    return n;
}

static Object **array_new(size_t cap)
{
    if (cap >= SIZE_MAX / sizeof(Object *) || !mem_fits((cap + 1) * sizeof(Object *))) return NULL;
    size_t *b = block_alloc(cap);
    if (b == NULL) return NULL;
    b[0] = cap;
    return (Object **)(b + 1);
}

/* Free an array no longer published; later (QSBR) if a lock-free reader
 * may still hold it. */
void list_array_free(Object **items, bool shared)
{
    if (items == NULL) return;
    if (shared) qsbr_release_array_later((size_t *)items - 1);
    else list_array_release((size_t *)items - 1);
}

Object **list_array_dup(Object **items, ssize_t n, ssize_t cap)
{
    Object **a = array_new((size_t)cap);
    if (a == NULL) return NULL;
    memcpy(a, items, (size_t)n * sizeof(Object *));
    memset(a + n, 0, (size_t)(cap - n) * sizeof(Object *));
    return a;
}

/* Slot stores that lock-free readers may race: release, so a reader that
 * loads the pointer (acquire) sees the object it points at. */
static inline void put(Object **items, ssize_t i, Object *v) { __atomic_store_n(&items[i], v, __ATOMIC_RELEASE); }

/* Leaf lists (gc/collect.c's essay).  A list that holds no tracked object
 * (empty or filled with untracked ones at birth, or so found by a young
 * collection) is a leaf: no young collection reads it, a full collection
 * leaves its items unread, and it does not count towards the next full
 * one.  So every store of a new item, under the lock, goes through
 * note_item or note_items: a tracked object ends the leaf, and the list is
 * young again (gc_leaf_ended), since it may now be part of a cycle.  Moves
 * within the list, removals and sorts keep it a leaf.  A store that missed
 * this would cost no correctness, only accounting: marking less than
 * everything is safe (collect.c's mark_alive), and the debug build checks
 * every leaf it skips. */
static __attribute__((noinline)) void unleaf(ListObject *l)
{
    l->leaf = 0;
    gc_leaf_ended((Object *)l);
}

static inline bool untracked(Object *v)
{
    return v != NULL && (is_small(v) || !(__atomic_load_n(&v->ob_gc_bits, __ATOMIC_RELAXED) & GCB_TRACKED));
}

static inline void note_item(ListObject *l, Object *v)
{
    if (__builtin_expect(l->leaf, 0) && !untracked(v)) unleaf(l);
}

static inline void note_items(ListObject *l, Object *const *a, ssize_t n)
{
    for (ssize_t i = 0; i < n && __builtin_expect(l->leaf, 0); i++) note_item(l, a[i]);
}

/* memmove within l's array (l's lock held): pointer by pointer, each
 * store atomic, when lock-free readers may look (the list is shared); a
 * plain memmove when none can (a reader's first look takes the lock to
 * mark the list shared, so it waits for this move). */
static void move_items(ListObject *l, Object **dst, Object **src, ssize_t n)
{
    if (!list_shared(l)) {
        memmove(dst, src, (size_t)n * sizeof *dst);
        return;
    }
    if (dst < src)
        for (ssize_t i = 0; i < n; i++) put(dst, i, src[i]);
    else
        for (ssize_t i = n - 1; i >= 0; i--) put(dst, i, src[i]);
}

/* Release items removed from a list: now, or after a grace period when
 * lock-free readers (other threads) may be about to INCREF one. */
static void release_removed(Object **a, ssize_t n, bool shared)
{
    for (ssize_t i = 0; i < n; i++) {
        if (shared) qsbr_decref_later(a[i]);
        else DECREF(a[i]);
    }
}

/* Make room for newsize items and set size = newsize.  CPython's
 * list_resize: over-allocate proportionally, shrink when under half full.
 * Slots given up ([newsize, size)) must be moved out or released by the
 * caller already; they become NULL.  A new array is filled before it is
 * published; the old one is freed through QSBR when other threads may be
 * reading it (qsbr_may_share), else at once.  Lock held; allocates but
 * runs no Python code.  -1 = MemoryError set (never when shrinking). */
static int resize_locked(ListObject *l, ssize_t newsize)
{
    ssize_t allocated = l->allocated, size = l->ob.ob_size;
    Object **old = l->items;
    if (allocated >= newsize && newsize >= (allocated >> 1)) {
        for (ssize_t i = newsize; i < size; i++) put(old, i, NULL);
        size_store(&l->ob.ob_size, newsize);
        return 0;
    }
    size_t new_allocated = ((size_t)newsize + ((size_t)newsize >> 3) + 6) & ~(size_t)3;
    if ((size_t)(newsize - size) > new_allocated - (size_t)newsize)
        new_allocated = ((size_t)newsize + 3) & ~(size_t)3;
    if (newsize == 0) new_allocated = 0;
    if (new_allocated > SIZE_MAX / sizeof(Object *) - 1) {
        err_no_memory();
        return -1;
    }
    ssize_t keep = size < newsize ? size : newsize;
    bool shared = list_shared(l);
    Object **items = NULL;
    if (new_allocated > 0) {
        if (!shared && old != NULL) {
            /* only this thread can see the list: grow or shrink in place */
            size_t *b = mem_fits(array_bytes(new_allocated)) ? block_resize((size_t *)old - 1, new_allocated) : NULL;
            if (b != NULL) {
                b[0] = new_allocated;
                items = (Object **)(b + 1);
                old = NULL;
            }
        } else {
            items = array_new(new_allocated);
            if (items != NULL && keep > 0) memcpy(items, old, (size_t)keep * sizeof(Object *));
        }
        if (items == NULL) {
            if (newsize <= size) {
                /* shrinking: keep the bigger array */
                for (ssize_t i = newsize; i < size; i++) put(l->items, i, NULL);
                size_store(&l->ob.ob_size, newsize);
                return 0;
            }
            err_no_memory();
            return -1;
        }
        memset(items + keep, 0, (new_allocated - (size_t)keep) * sizeof(Object *));
    }
    __atomic_store_n(&l->items, items, __ATOMIC_RELEASE);
    size_store(&l->ob.ob_size, newsize);
    l->allocated = (ssize_t)new_allocated;
    list_array_free(old, shared);
    return 0;
}

/* Last item first (as CPython): the reverse of the order a program
 * usually made them in, so that each one's young-list record is the latest
 * when it dies (gc/young.c). */
static void release_array(Object **items, ssize_t n)
{
    for (ssize_t i = n - 1; i >= 0; i--) DECREF(items[i]);
}

/* A snapshot of src's items (list or tuple), each INCREF'd: *out points to
 * buf when they fit, else to a malloc'd array (free it with free_snapshot). */
#define SNAP_BUF 16
static int snapshot(Object *src, Object **buf, Object ***out, ssize_t *n)
{
    if (!is_list(src)) {
        ssize_t len = tuple_len(src);
        Object **a = len <= SNAP_BUF ? buf : malloc((size_t)len * sizeof(Object *));
        if (a == NULL) {
            err_no_memory();
            return -1;
        }
        for (ssize_t i = 0; i < len; i++) a[i] = NEWREF(tuple_get(src, i));
        *out = a;
        *n = len;
        return 0;
    }
    Object **a = buf;
    for (;;) {
        list_lock(src);
        ssize_t len = L(src)->ob.ob_size;
        if (len <= SNAP_BUF || a != buf) {
            if (a != buf && len > *n) {
                /* grew since we allocated: try again */
                obj_unlock(src);
                free(a);
                a = buf;
                continue;
            }
            for (ssize_t i = 0; i < len; i++) a[i] = NEWREF(L(src)->items[i]);
            obj_unlock(src);
            *out = a;
            *n = len;
            return 0;
        }
        obj_unlock(src);
        a = malloc((size_t)len * sizeof(Object *));
        if (a == NULL) {
            err_no_memory();
            return -1;
        }
        *n = len;
    }
}

static void free_snapshot(Object **a, Object **buf)
{
    if (a != buf) free(a);
}

/* ---- construction ------------------------------------------------------- */

Object *list_new(ssize_t n)
{
    ListObject *l = (ListObject *)obj_alloc(&List_Type, sizeof(ListObject));
    if (l == NULL) return NULL;
    if (n > 0) {
        if ((size_t)n > SIZE_MAX / sizeof(Object *) - 1 || (l->items = array_new((size_t)n)) == NULL) {
            DECREF((Object *)l);
            return err_no_memory();
        }
        memset(l->items, 0, (size_t)n * sizeof(Object *));
        l->allocated = n;
        l->ob.ob_size = n;
    } else {
        l->leaf = 1; /* empty: a leaf from birth, never young until given a tracked object */
        gc_leaf_born((Object *)l);
    }
    return (Object *)l;
}

bool list_holds_untracked_only(Object *o)
{
    ListObject *l = L(o);
    for (ssize_t i = 0; i < l->ob.ob_size; i++)
        if (!untracked(l->items[i])) return false;
    return true;
}

void list_note_built(Object *o)
{
    if (!list_holds_untracked_only(o)) return;
    L(o)->leaf = 1;
    gc_leaf_born(o);
}

int list_append(Object *o, Object *v)
{
    INCREF(v);
    return list_append_steal(o, v);
}

int list_append_steal(Object *o, Object *v)
{
    ListObject *l = L(o);
    list_lock(o);
    ssize_t n = l->ob.ob_size;
    note_item(l, v);
    if (n < l->allocated) {
        put(l->items, n, v);
        size_store(&l->ob.ob_size, n + 1);
        obj_unlock(o);
        return 0;
    }
    if (resize_locked(l, n + 1) < 0) {
        obj_unlock(o);
        DECREF(v);
        return -1;
    }
    put(l->items, n, v);
    obj_unlock(o);
    return 0;
}

/* Append the n owned references of a[] (stolen, even on error). */
static int append_array_steal(Object *o, Object **a, ssize_t n)
{
    if (n == 0) return 0;
    list_lock(o);
    ssize_t m = L(o)->ob.ob_size;
    if (m > SSIZE_MAX - n || resize_locked(L(o), m + n) < 0) {
        obj_unlock(o);
        if (m > SSIZE_MAX - n) err_no_memory();
        release_array(a, n);
        return -1;
    }
    note_items(L(o), a, n);
    for (ssize_t i = 0; i < n; i++) put(L(o)->items, m + i, a[i]);
    obj_unlock(o);
    return 0;
}

/* The items of an exact dict, set, frozenset or dict view taken in one
 * snapshot under its lock, so that list(d) / sorted(s) see one state even
 * while other threads mutate it (CPython copies these atomically too).
 * 1 and *out a new list; 0 for any other iterable; -1 on error. */
static int container_snapshot(Object *it, Object **out)
{
    Type *t = TYPE(it);
    if (t == &Dict_Type) *out = dict_keys_list(it);
    else if (t == &Set_Type || t == &FrozenSet_Type) *out = set_to_list(it);
    else if (t == &DictKeys_Type || t == &DictValues_Type || t == &DictItems_Type) *out = dictview_to_list(it);
    else return 0;
    return *out ? 1 : -1;
}

/* Append the items of src, a list or tuple (or an instance of a subclass:
 * its own items, whatever its __iter__ says), taken in one snapshot. */
static int extend_items(Object *o, Object *src)
{
    Object *buf[SNAP_BUF], **a;
    ssize_t n;
    if (snapshot(src, buf, &a, &n) < 0) return -1;
    /* a copy of a list or tuple threads share (module data): its items are
     * shared too, and the copy's reads of them count per thread (gc/perthread.c) */
    uintptr_t origin = pt_source_origin(src);
    if (origin)
        for (ssize_t i = 0; i < n; i++) pt_note_from(origin, a[i]);
    int r = append_array_steal(o, a, n);
    free_snapshot(a, buf);
    return r;
}

int list_extend(Object *o, Object *iterable)
{
    Object *snap;
    int k = container_snapshot(iterable, &snap);
    if (k != 0) {
        if (k < 0) return -1;
        int r = list_extend(o, snap);
        DECREF(snap);
        return r;
    }
    /* exact types only (CPython's list_extend): a subclass may override __iter__ */
    if (is_list_exact(iterable) || is_tuple_exact(iterable)) return extend_items(o, iterable);
    if (iterable == o) {
        /* a subclass extended by itself: its iteration, taken before the
         * first append (CPython's PySequence_Fast) */
        Object *items = list_from_iterable(iterable);
        if (items == NULL) return -1;
        int r = extend_items(o, items);
        DECREF(items);
        return r;
    }
    Object *it = obj_iter(iterable);
    if (it == NULL) return -1;
    UnaryFunc next = TYPE(it)->iternext;
    Object *v;
    while ((v = next(it)) != NULL) {
        if (list_append_steal(o, v) < 0) {
            DECREF(it);
            return -1;
        }
    }
    DECREF(it);
    return err_occurred() ? -1 : 0;
}

Object *list_from_iterable(Object *it)
{
    Object *l;
    int k = container_snapshot(it, &l);
    if (k != 0) return k > 0 ? l : NULL;
    l = list_new(0);
    if (l == NULL) return NULL;
    if (list_extend(l, it) < 0) {
        DECREF(l);
        return NULL;
    }
    return l;
}

/* ---- lock-free reads ------------------------------------------------------ */

/* list_item_lf (api.h), for any caller: a thread with no ThreadState
 * reports no quiescent states, so it reads under the lock (-1). */
static inline int lf_item(Object *o, ssize_t i, Object **vp)
{
    return ts_get() == NULL ? -1 : list_item_lf(o, i, vp);
}

/* items[i] as a new ref, or NULL (no exception) when i >= size. */
static Object *item_ref(Object *o, ssize_t i)
{
    Object *v;
    int r = lf_item(o, i, &v);
    if (r >= 0) return r ? NEWREF(v) : NULL;
    list_lock(o);
    v = (size_t)i < (size_t)L(o)->ob.ob_size ? NEWREF(L(o)->items[i]) : NULL;
    obj_unlock(o);
    return v;
}

Object *list_get(Object *o, ssize_t i)
{
    Object *v;
    int r = lf_item(o, i, &v);
    if (r > 0) return NEWREF(v);
    if (r == 0) return err_set(&Exc_IndexError, "list index out of range");
    list_lock(o);
    if ((size_t)i >= (size_t)L(o)->ob.ob_size) {
        obj_unlock(o);
        return err_set(&Exc_IndexError, "list index out of range");
    }
    v = NEWREF(L(o)->items[i]);
    obj_unlock(o);
    return v;
}

Object *list_as_tuple(Object *o)
{
    for (;;) {
        ssize_t n = size_load(&L(o)->ob.ob_size); /* a guess; checked under the lock */
        Object *t = tuple_new(n);
        if (t == NULL) return NULL;
        list_lock(o);
        if (L(o)->ob.ob_size != n) {
            /* resized meanwhile: the tuple's slots are still NULL, drop it */
            obj_unlock(o);
            DECREF(t);
            continue;
        }
        for (ssize_t i = 0; i < n; i++) tuple_items(t)[i] = NEWREF(L(o)->items[i]);
        obj_unlock(o);
        return t;
    }
}

/* The item at i (new ref) or NULL past the end, without an exception. */
static Object *item_or_null(Object *o, ssize_t i) { return item_ref(o, i); }

/* ---- searching ----------------------------------------------------------- */

/* First index i in [start, stop) with items[i] == x, or -1 (not found) or
 * -2 (error).  Items whose equality with x needs no foreign code (small
 * ints, exact strs) are scanned under the lock; any other item is
 * compared with the lock released.  *found receives a new ref to the item. */
static ssize_t find(Object *o, Object *x, ssize_t start, ssize_t stop, Object **found)
{
    ssize_t i = start;
    /* Lock-free first: items compared without foreign code are looked at
     * borrowed (no count written); a match or an undecided item is
     * INCREF'd and compared with nothing held. */
    for (;;) {
        Object *v;
        int r = i < stop ? lf_item(o, i, &v) : 0;
        if (r == 0) return -1;
        if (r < 0) break; /* the locked scan below goes on from i */
        int k = key_eq_locked(v, x);
        if (k == 0) {
            i++;
            continue;
        }
        INCREF(v);
        if (k == -2) k = obj_richcompare_bool(v, x, CMP_EQ);
        if (k > 0) {
            if (found) *found = v;
            else DECREF(v);
            return i;
        }
        DECREF(v);
        if (k < 0) return -2;
        i++;
    }
    for (;;) {
        list_lock(o);
        ssize_t n = L(o)->ob.ob_size;
        if (stop > n) stop = n;
        Object *item = NULL;
        int k = 0;
        for (; i < stop; i++) {
            k = key_eq_locked(L(o)->items[i], x);
            if (k == 0) continue;
            item = NEWREF(L(o)->items[i]);
            break;
        }
        obj_unlock(o);
        if (item == NULL) return -1;
        if (k == -2) k = obj_richcompare_bool(item, x, CMP_EQ);
        if (k > 0) {
            if (found) *found = item;
            else DECREF(item);
            return i;
        }
        DECREF(item);
        if (k < 0) return -2;
        i++;
    }
}

static int list_contains(Object *o, Object *x)
{
    ssize_t i = find(o, x, 0, SSIZE_MAX, NULL);
    return i >= 0 ? 1 : i == -1 ? 0 : -1;
}

/* ---- repr and comparison ------------------------------------------------- */

static Object *list_repr(Object *o)
{
    if (size_load(&L(o)->ob.ob_size) == 0) return str_from_cstr("[]");
    int r = repr_enter(o);
    if (r != 0) return r < 0 ? NULL : str_from_cstr("[...]");
    StrBuilder sb;
    sb_init(&sb);
    if (sb_add(&sb, "[", 1) < 0) goto fail;
    Object *item;
    for (ssize_t i = 0; (item = item_or_null(o, i)) != NULL; i++) {
        int e = (i > 0 && sb_add(&sb, ", ", 2) < 0) || sb_add_repr(&sb, item) < 0;
        DECREF(item);
        if (e) goto fail;
    }
    if (sb_add(&sb, "]", 1) < 0) goto fail;
    repr_leave(o);
    return sb_finish(&sb);
fail:
    repr_leave(o);
    sb_discard(&sb);
    return NULL;
}

static Object *list_richcompare(Object *a, Object *b, int op)
{
    if (!is_list(b)) return NotImplemented;
    if (size_load(&L(a)->ob.ob_size) != size_load(&L(b)->ob.ob_size) && (op == CMP_EQ || op == CMP_NE))
        return bool_from(op == CMP_NE);
    ssize_t i;
    Object *x = NULL, *y = NULL;
    for (i = 0;; i++) {
        x = item_or_null(a, i);
        y = x ? item_or_null(b, i) : NULL;
        if (y == NULL) break;
        int k = x == y ? 1 : obj_richcompare_bool(x, y, CMP_EQ);
        if (k < 0) {
            DECREF(x);
            DECREF(y);
            return NULL;
        }
        DECREF(x);
        DECREF(y);
        if (!k) {
            /* the __eq__ may have changed either list: CPython looks again */
            x = item_or_null(a, i);
            y = x ? item_or_null(b, i) : NULL;
            break;
        }
    }
    if (x == NULL || y == NULL) {
        XDECREF(x);
        return seq_compare_sizes(size_load(&L(a)->ob.ob_size), size_load(&L(b)->ob.ob_size), op);
    }
    Object *r = op == CMP_EQ ? False : op == CMP_NE ? True : obj_richcompare(x, y, op);
    DECREF(x);
    DECREF(y);
    return r;
}

/* ---- indexing and slicing -------------------------------------------------- */

/* l[start:stop:step], the bounds as slice_unpack gives them (step != 0). */
Object *list_slice_range(Object *o, ssize_t start, ssize_t stop, ssize_t step)
{
    FPY_ASSERT(step != 0, "slice_unpack refuses a zero step");
    for (;;) {
        ssize_t guess = slice_adjust(size_load(&L(o)->ob.ob_size), &(ssize_t){start}, &(ssize_t){stop}, step);
        Object *r = list_new(guess);
        if (r == NULL) return NULL;
        list_lock(o);
        ssize_t b = start, e = stop;
        ssize_t n = slice_adjust(L(o)->ob.ob_size, &b, &e, step);
        if (n != guess) {
            obj_unlock(o);
            L(r)->ob.ob_size = 0;
            DECREF(r);
            continue;
        }
        Object **src = L(o)->items, **dst = L(r)->items;
        for (ssize_t i = 0, j = b; i < n; i++, j += step) dst[i] = NEWREF(src[j]);
        obj_unlock(o);
        return r;
    }
}

static Object *list_slice(Object *o, Object *key)
{
    ssize_t start, stop, step;
    if (slice_unpack(key, &start, &stop, &step) < 0) return NULL;
    return list_slice_range(o, start, stop, step);
}

static Object *list_subscript(Object *o, Object *key)
{
    ssize_t i;
    if (is_small(key)) {
        i = small_val(key);
    } else if (TYPE(key) == &Slice_Type) {
        return list_slice(o, key);
    } else if (is_int(key) || TYPE(key)->nb_index) {
        if (index_as_ssize(key, &Exc_IndexError, &i) < 0) return NULL;
    } else {
        return err_format(&Exc_TypeError, "list indices must be integers or slices, not %s", TYPE_NAME(key));
    }
    if (i < 0) i += list_len(o);
    if (i < 0) return err_set(&Exc_IndexError, "list index out of range");
    return list_get(o, i);
}

/* The value of a slice assignment as a snapshot tuple (new ref): it may be
 * any iterable, including the list itself (l[1:] = l). */
static Object *slice_value(Object *v, const char *msg)
{
    if (TYPE(v)->iter == NULL && TYPE(v)->getitem == NULL) return err_set(&Exc_TypeError, msg);
    return tuple_from_iterable(v);
}

/* del l[start:stop:step] with the lock held; appends the removed items
 * to *garbage (a tuple-sized malloc'd array of n entries). */
static void delete_slice_locked(ListObject *l, ssize_t start, ssize_t step, ssize_t n, Object **garbage)
{
    if (n <= 0) return;
    if (step < 0) {
        /* the same items, walked forwards */
        start = start + step * (n - 1);
        step = -step;
    }
    Object **items = l->items;
    ssize_t size = l->ob.ob_size, w = start, g = 0;
    for (ssize_t r = start; r < size; r++) {
        if (g < n && r == start + g * step) {
            garbage[g++] = items[r];
            continue;
        }
        put(items, w++, items[r]);
    }
    resize_locked(l, size - n); /* shrinking never fails to keep the items */
}

/* l[start:stop:step] = v, or del l[start:stop:step] (v NULL); the bounds
 * as slice_unpack gives them (step != 0). */
int list_ass_range(Object *o, ssize_t start, ssize_t stop, ssize_t step, Object *v)
{
    FPY_ASSERT(step != 0, "slice_unpack refuses a zero step");
    Object *seq = NULL, *const *src = NULL;
    ssize_t m = 0;
    if (v != NULL && v != o && is_list_exact(v) && brc_only_ref(v)) {
        /* a list nobody else can see (l[a:b] = l[c:d]'s temporary): its
         * items are read as they are, no snapshot needed */
        src = L(v)->items;
        m = L(v)->ob.ob_size;
    } else if (v != NULL) {
        seq = slice_value(v, step == 1 ? "can only assign an iterable" : "must assign iterable to extended slice");
        if (seq == NULL) return -1;
        src = tuple_items(seq);
        m = tuple_len(seq);
    }
    list_lock(o);
    ListObject *l = L(o);
    note_items(l, src, m);
    ssize_t size = l->ob.ob_size;
    ssize_t n = slice_adjust(size, &start, &stop, step);
    /* what the slice held, released once the lock is dropped; a short run
     * on the C stack */
    Object *few[16], **garbage = NULL;
    if (step == 1) {
        /* a contiguous run [start, stop) is replaced by m items */
        if (stop < start) stop = start;
        n = stop - start;
        if (n > 0 && n <= 16) garbage = few;
        else if (n > 0 && (garbage = malloc((size_t)n * sizeof(Object *))) == NULL) goto nomem;
        if (m > n && size > SSIZE_MAX - (m - n)) goto nomem;
        if (n > 0) memcpy(garbage, l->items + start, (size_t)n * sizeof(Object *));
        if (m > n) {
            if (resize_locked(l, size + m - n) < 0) goto fail;
            move_items(l, l->items + start + m, l->items + stop, size - stop);
        } else if (m < n) {
            move_items(l, l->items + start + m, l->items + stop, size - stop);
            resize_locked(l, size + m - n);
        }
        for (ssize_t i = 0; i < m; i++) put(l->items, start + i, NEWREF(src[i]));
    } else if (v == NULL) {
        if (n > 0 && (garbage = malloc((size_t)n * sizeof(Object *))) == NULL) goto nomem;
        delete_slice_locked(l, start, step, n, garbage);
    } else {
        if (m != n) {
            obj_unlock(o);
            err_format(&Exc_ValueError, "attempt to assign sequence of size %zd to extended slice of size %zd", m, n);
            XDECREF(seq);
            return -1;
        }
        if (n > 0 && (garbage = malloc((size_t)n * sizeof(Object *))) == NULL) goto nomem;
        for (ssize_t i = 0, j = start; i < n; i++, j += step) {
            garbage[i] = l->items[j];
            put(l->items, j, NEWREF(src[i]));
        }
    }
    obj_unlock(o);
    if (garbage) {
        release_removed(garbage, n, list_shared(L(o)));
        if (garbage != few) free(garbage);
    }
    XDECREF(seq);
    return 0;
nomem:
    err_no_memory();
fail:
    obj_unlock(o);
    if (garbage != few) free(garbage);
    XDECREF(seq);
    return -1;
}

static int list_ass_slice(Object *o, Object *key, Object *v)
{
    ssize_t start, stop, step;
    if (slice_unpack(key, &start, &stop, &step) < 0) return -1;
    return list_ass_range(o, start, stop, step, v);
}

/* l[i] = v (v stolen) or del l[i] (v NULL), i counted from the end when
 * negative; IndexError past either end. */
static int ass_item(Object *o, ssize_t i, Object *v)
{
    list_lock(o);
    ListObject *l = L(o);
    ssize_t n = l->ob.ob_size;
    if (i < 0) i += n;
    if ((size_t)i >= (size_t)n) {
        obj_unlock(o);
        XDECREF(v);
        err_set(&Exc_IndexError, "list assignment index out of range");
        return -1;
    }
    Object *old = l->items[i];
    if (v) {
        note_item(l, v);
        put(l->items, i, v);
    } else {
        move_items(l, &l->items[i], &l->items[i + 1], n - i - 1);
        resize_locked(l, n - 1);
    }
    obj_unlock(o);
    release_removed(&old, 1, list_shared(L(o)));
    return 0;
}

int list_store_steal(Object *o, ssize_t i, Object *v) { return ass_item(o, i, v); }

static int list_ass_subscript(Object *o, Object *key, Object *v)
{
    ssize_t i;
    if (is_small(key)) {
        i = small_val(key);
    } else if (TYPE(key) == &Slice_Type) {
        return list_ass_slice(o, key, v);
    } else if (is_int(key) || TYPE(key)->nb_index) {
        if (index_as_ssize(key, &Exc_IndexError, &i) < 0) return -1;
    } else {
        err_format(&Exc_TypeError, "list indices must be integers or slices, not %s", TYPE_NAME(key));
        return -1;
    }
    if (v) INCREF(v);
    return ass_item(o, i, v);
}

/* ---- operators --------------------------------------------------------------- */

static ssize_t list_length(Object *o) { return size_load(&L(o)->ob.ob_size); }

static Object *list_concat(Object *a, Object *b)
{
    if (!is_list(b))
        return err_format(&Exc_TypeError, "can only concatenate list (not \"%s\") to list", TYPE_NAME(b));
    Object *r = list_new(0);
    if (r == NULL) return NULL;
    /* the items themselves, of subclasses too (CPython's list_concat) */
    if (extend_items(r, a) < 0 || extend_items(r, b) < 0) {
        DECREF(r);
        return NULL;
    }
    return r;
}

/* The items of o repeated n times, appended to the empty list r. */
static int repeat_into(Object *r, Object *o, ssize_t n)
{
    Object *buf[SNAP_BUF], **a;
    ssize_t len;
    if (snapshot(o, buf, &a, &len) < 0) return -1;
    int res = 0;
    if (len > 0 && n > 0) {
        if (n > SSIZE_MAX / len) {
            err_no_memory();
            res = -1;
        } else {
            list_lock(r);
            ssize_t base = L(r)->ob.ob_size;
            if (resize_locked(L(r), base + len * n) < 0) {
                res = -1;
            } else {
                Object **dst = L(r)->items;
                note_items(L(r), a, len);
                for (ssize_t k = 0; k < n; k++)
                    for (ssize_t i = 0; i < len; i++) put(dst, base++, NEWREF(a[i]));
            }
            obj_unlock(r);
        }
    }
    release_array(a, len);
    free_snapshot(a, buf);
    return res;
}

static Object *list_repeat(Object *o, Object *nobj)
{
    ssize_t n;
    if (seq_repeat_count(nobj, &n) < 0) return NULL;
    Object *r = list_new(0);
    if (r == NULL) return NULL;
    if (repeat_into(r, o, n) < 0) {
        DECREF(r);
        return NULL;
    }
    return r;
}

static Object *list_inplace_repeat(Object *o, Object *nobj)
{
    if (!is_int(nobj) && TYPE(nobj)->nb_index == NULL) return NotImplemented;
    ssize_t n;
    if (seq_repeat_count(nobj, &n) < 0) return NULL;
    if (n == 1 || list_length(o) == 0) return NEWREF(o); /* CPython leaves these untouched */
    Object *tmp = list_new(0);
    if (tmp == NULL) return NULL;
    if (repeat_into(tmp, o, n) < 0) {
        DECREF(tmp);
        return NULL;
    }
    /* swap tmp's array in; the old items go with tmp */
    list_lock(o);
    Object **items = L(o)->items;
    ssize_t size = L(o)->ob.ob_size;
    __atomic_store_n(&L(o)->items, L(tmp)->items, __ATOMIC_RELEASE);
    size_store(&L(o)->ob.ob_size, L(tmp)->ob.ob_size);
    L(o)->allocated = L(tmp)->allocated;
    obj_unlock(o);
    L(tmp)->items = NULL;
    L(tmp)->ob.ob_size = 0;
    L(tmp)->allocated = 0;
    DECREF(tmp);
    /* the old array and items: readers may still hold them */
    bool sh = list_shared(L(o));
    release_removed(items, size, sh);
    list_array_free(items, sh);
    return NEWREF(o);
}

static Object *list_inplace_concat(Object *o, Object *other)
{
    if (list_extend(o, other) < 0) return NULL;
    return NEWREF(o);
}

/* ---- methods -------------------------------------------------------------------- */

static Object *list_append_meth(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("list.append", kwnames) < 0 || args_count("list.append", nargs, 1, 1) < 0) return NULL;
    if (list_append(self, args[0]) < 0) return NULL;
    return None;
}

static Object *list_extend_meth(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("list.extend", kwnames) < 0 || args_count("list.extend", nargs, 1, 1) < 0) return NULL;
    if (list_extend(self, args[0]) < 0) return NULL;
    return None;
}

static Object *list_insert(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("insert", kwnames) < 0 || args_count("insert", nargs, 2, 2) < 0) return NULL;
    ssize_t i;
    if (index_as_ssize(args[0], &Exc_OverflowError, &i) < 0) return NULL;
    Object *v = NEWREF(args[1]);
    list_lock(self);
    ListObject *l = L(self);
    ssize_t n = l->ob.ob_size;
    if (resize_locked(l, n + 1) < 0) {
        obj_unlock(self);
        DECREF(v);
        return NULL;
    }
    if (i < 0) {
        i += n;
        if (i < 0) i = 0;
    }
    if (i > n) i = n;
    move_items(l, &l->items[i + 1], &l->items[i], n - i);
    note_item(l, v);
    put(l->items, i, v);
    obj_unlock(self);
    return None;
}

static Object *list_pop(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("pop", kwnames) < 0 || args_count("pop", nargs, 0, 1) < 0) return NULL;
    ssize_t i = -1;
    if (nargs == 1 && index_as_ssize(args[0], &Exc_OverflowError, &i) < 0) return NULL;
    list_lock(self);
    ListObject *l = L(self);
    ssize_t n = l->ob.ob_size;
    if (n == 0) {
        obj_unlock(self);
        return err_set(&Exc_IndexError, "pop from empty list");
    }
    if (i < 0) i += n;
    if ((size_t)i >= (size_t)n) {
        obj_unlock(self);
        return err_set(&Exc_IndexError, "pop index out of range");
    }
    Object *v = l->items[i];
    move_items(l, &l->items[i], &l->items[i + 1], n - i - 1);
    resize_locked(l, n - 1);
    obj_unlock(self);
    /* the list's reference goes to the caller, who may drop it at once: a
     * lock-free reader may be about to INCREF it, so when other threads
     * run, the caller gets its own and the list's is released later */
    if (list_shared(L(self))) {
        INCREF(v);
        qsbr_decref_later(v);
    }
    return v;
}

static Object *list_remove(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("list.remove", kwnames) < 0 || args_count("list.remove", nargs, 1, 1) < 0) return NULL;
    ssize_t start = 0;
    for (;;) {
        Object *item;
        ssize_t i = find(self, args[0], start, SSIZE_MAX, &item);
        if (i == -2) return NULL;
        if (i == -1) return err_set(&Exc_ValueError, "list.remove(x): x not in list");
        list_lock(self);
        ListObject *l = L(self);
        if (i < l->ob.ob_size && l->items[i] == item) {
            ssize_t n = l->ob.ob_size;
            move_items(l, &l->items[i], &l->items[i + 1], n - i - 1);
            resize_locked(l, n - 1);
            obj_unlock(self);
            release_removed(&item, 1, list_shared(L(self))); /* the list's reference */
            DECREF(item); /* find's */
            return None;
        }
        /* another thread moved it meanwhile: search again */
        obj_unlock(self);
        DECREF(item);
        start = 0;
    }
}

static Object *list_index(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("index", kwnames) < 0 || args_count("index", nargs, 1, 3) < 0) return NULL;
    ssize_t start, stop;
    if (seq_index_bounds(args, nargs, size_load(&L(self)->ob.ob_size), &start, &stop) < 0) return NULL;
    ssize_t i = find(self, args[0], start, stop, NULL);
    if (i == -2) return NULL;
    if (i == -1) return err_format(&Exc_ValueError, "%R is not in list", args[0]);
    return int_from_i64(i);
}

static Object *list_count(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("list.count", kwnames) < 0 || args_count("list.count", nargs, 1, 1) < 0) return NULL;
    ssize_t c = 0, i = 0;
    for (;;) {
        i = find(self, args[0], i, SSIZE_MAX, NULL);
        if (i == -2) return NULL;
        if (i == -1) break;
        c++;
        i++;
    }
    return int_from_i64(c);
}

static Object *list_reverse(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    if (args_no_kw("list.reverse", kwnames) < 0 || args_count("list.reverse", nargs, 0, 0) < 0) return NULL;
    list_lock(self);
    Object **a = L(self)->items;
    for (ssize_t i = 0, j = L(self)->ob.ob_size - 1; i < j; i++, j--) {
        Object *t = a[i];
        put(a, i, a[j]);
        put(a, j, t);
    }
    obj_unlock(self);
    return None;
}

static Object *list_copy(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    if (args_no_kw("list.copy", kwnames) < 0 || args_count("list.copy", nargs, 0, 0) < 0) return NULL;
    Object *r = list_new(0); /* the items themselves, of a subclass too (CPython's list_slice) */
    if (r != NULL && extend_items(r, self) < 0) CLEAR(r);
    return r;
}

/* Empty the list; the old items are released after unlocking (later,
 * through QSBR, when other threads may be reading; at once when dying:
 * unreachable garbage the collector clears). */
static Object *list_clear_all(Object *o, bool dying)
{
    list_lock(o);
    Object **items = L(o)->items;
    ssize_t n = L(o)->ob.ob_size;
    if (items != NULL) {
        /* (an array-less list is left alone, allocated included: a sort
         * in progress keeps its marker, as CPython's _list_clear) */
        __atomic_store_n(&L(o)->items, NULL, __ATOMIC_RELEASE);
        size_store(&L(o)->ob.ob_size, 0);
        L(o)->allocated = 0;
    }
    obj_unlock(o);
    bool sh = !dying && list_shared(L(o));
    release_removed(items, n, sh);
    list_array_free(items, sh);
    return None;
}

static Object *list_clear_meth(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    if (args_no_kw("list.clear", kwnames) < 0 || args_count("list.clear", nargs, 0, 0) < 0) return NULL;
    return list_clear_all(self, false);
}

static Object *list_sort_meth(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    static const char *const names[] = {"$key", "$reverse", NULL};
    Object *a[2];
    if (args_parse("sort", args, nargs, kwnames, names, 0, 0, a) < 0) return NULL;
    ssize_t reverse = 0;
    if (a[1] && index_as_ssize(a[1], &Exc_OverflowError, &reverse) < 0) return NULL;
    if (list_sort(self, a[0], reverse != 0) < 0) return NULL;
    return None;
}

static Object *list_reversed_meth(Object *self, Object *const *args, ssize_t nargs, Object *kwnames);

/* list.__init__(iterable=()): for subclasses whose __init__ calls it. */
static Object *list_init_meth(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("list", kwnames) < 0 || args_count("list", nargs, 0, 1) < 0) return NULL;
    list_clear_all(self, false);
    if (nargs == 1 && list_extend(self, args[0]) < 0) return NULL;
    return None;
}

static const MethodDef list_methods[] = {
    {"__class_getitem__", genericalias_class_getitem, METH_CLASS},
    {"append", list_append_meth, METH_DEFAULT},
    {"extend", list_extend_meth, METH_DEFAULT},
    {"insert", list_insert, METH_DEFAULT},
    {"pop", list_pop, METH_DEFAULT},
    {"remove", list_remove, METH_DEFAULT},
    {"index", list_index, METH_DEFAULT},
    {"count", list_count, METH_DEFAULT},
    {"reverse", list_reverse, METH_DEFAULT},
    {"copy", list_copy, METH_DEFAULT},
    {"clear", list_clear_meth, METH_DEFAULT},
    {"sort", list_sort_meth, METH_DEFAULT},
    {"__reversed__", list_reversed_meth, METH_DEFAULT},
    {"__init__", list_init_meth, METH_DEFAULT},
    {NULL, NULL, 0},
};

/* ---- the type ------------------------------------------------------------------ */

/* list(), list(iterable) */
static Object *list_type_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames)
{
    Type *t = (Type *)type;
    if (t != &List_Type && subtype_has_own_init(t)) {
        /* a subclass with its own __init__ gets the arguments there */
        size_t size = t->basicsize > sizeof(ListObject) ? t->basicsize : sizeof(ListObject);
        return obj_alloc(t, size);
    }
    if (args_no_kw("list", kwnames) < 0 || args_count("list", nargs, 0, 1) < 0) return NULL;
    Object *l;
    if (t == &List_Type) {
        l = list_new(0);
    } else {
        size_t size = t->basicsize > sizeof(ListObject) ? t->basicsize : sizeof(ListObject);
        l = obj_alloc(t, size);
    }
    if (l == NULL) return NULL;
    if (nargs == 1 && list_extend(l, args[0]) < 0) {
        DECREF(l);
        return NULL;
    }
    return l;
}

static void list_dealloc(Object *o)
{
    /* dead: no reader can reach it */
    release_array(L(o)->items, L(o)->ob.ob_size);
    list_array_free(L(o)->items, false);
    obj_free(o);
}

/* Called by the collector with the world stopped: no lock needed. */
static int list_traverse(Object *o, VisitFunc visit, void *arg)
{
    for (ssize_t i = 0; i < L(o)->ob.ob_size; i++)
        if (visit(L(o)->items[i], arg)) return 1;
    return 0;
}

/* The collector clears unreachable lists only: no reader can reach one. */
static int list_gc_clear(Object *o)
{
    list_clear_all(o, true);
    return 0;
}

/* ---- iterators ----------------------------------------------------------------- */

/* Iterator state: the list (kept until the iterator dies: another thread
 * sharing the iterator may still be reading it) and the next index, -1
 * once exhausted.  `index` is touched without a lock: two threads sharing
 * one iterator may both see an item, but every read of the list is
 * bounds-checked (item_ref: lock-free, or under the lock), so nothing
 * worse can happen. */
typedef IndexIterObject ListIterObject;

static Object *list_iter(Object *o)
{
    ListIterObject *it = (ListIterObject *)obj_alloc(&ListIter_Type, sizeof(ListIterObject));
    if (it == NULL) return NULL;
    it->seq = NEWREF(o);
    return (Object *)it;
}

static Object *listiter_next(Object *o)
{
    ListIterObject *it = (ListIterObject *)o;
    ssize_t i = it->index;
    if (i < 0) return NULL;
    Object *v = item_ref(it->seq, i);
    it->index = v != NULL ? i + 1 : -1;
    if (v != NULL) pt_note_item(it->seq, v); /* a list threads share: its items too (gc/perthread.c) */
    return v;
}

static Object *listrevit_next(Object *o)
{
    ListIterObject *it = (ListIterObject *)o;
    ssize_t i = it->index;
    if (i < 0) return NULL;
    Object *v = item_ref(it->seq, i);
    it->index = v != NULL ? i - 1 : -1;
    return v;
}

static Object *list_reversed_meth(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    if (args_no_kw("list.__reversed__", kwnames) < 0 || args_count("list.__reversed__", nargs, 0, 0) < 0)
        return NULL;
    ListIterObject *it = (ListIterObject *)obj_alloc(&ListRevIter_Type, sizeof(ListIterObject));
    if (it == NULL) return NULL;
    it->seq = NEWREF(self);
    it->index = size_load(&L(self)->ob.ob_size) - 1;
    return (Object *)it;
}

static void listiter_dealloc(Object *o)
{
    DECREF(((ListIterObject *)o)->seq);
    obj_free(o);
}

static int listiter_traverse(Object *o, VisitFunc visit, void *arg)
{
    return visit(((ListIterObject *)o)->seq, arg);
}

static Object *listiter_length_hint(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    if (args_no_kw("__length_hint__", kwnames) < 0 || args_count("__length_hint__", nargs, 0, 0) < 0) return NULL;
    ListIterObject *it = (ListIterObject *)self;
    ssize_t n = size_load(&L(it->seq)->ob.ob_size), i = it->index, left;
    if (i < 0) left = 0;
    else if (TYPE(self) == &ListIter_Type) left = n > i ? n - i : 0;
    else left = i < n ? i + 1 : 0;
    return int_from_i64(left);
}

static const MethodDef listiter_methods[] = {
    {"__length_hint__", listiter_length_hint, METH_DEFAULT},
    {NULL, NULL, 0},
};

Type ListIter_Type = {
    TYPE_HEAD_INIT,
    .name = "list_iterator",
    .basicsize = sizeof(ListIterObject),
    .flags = TPF_GC,
    .dealloc = listiter_dealloc,
    .traverse = listiter_traverse,
    .iter = iter_return_self,
    .iternext = listiter_next,
    .methods = listiter_methods,
};

Type ListRevIter_Type = {
    TYPE_HEAD_INIT,
    .name = "list_reverseiterator",
    .basicsize = sizeof(ListIterObject),
    .flags = TPF_GC,
    .dealloc = listiter_dealloc,
    .traverse = listiter_traverse,
    .iter = iter_return_self,
    .iternext = listrevit_next,
    .methods = listiter_methods,
};

Type List_Type = {
    TYPE_HEAD_INIT,
    .name = "list",
    .basicsize = sizeof(ListObject),
    .flags = TPF_GC | TPF_BASETYPE | TPF_LIST_SUBCLASS,
    .dealloc = list_dealloc,
    .traverse = list_traverse,
    .clear = list_gc_clear,
    .repr = list_repr,
    .richcompare = list_richcompare,
    .new = list_type_new,
    .iter = list_iter,
    .nb_inplace_add = list_inplace_concat,
    .nb_inplace_mul = list_inplace_repeat,
    .len = list_length,
    .getitem = list_subscript,
    .setitem = list_ass_subscript,
    .contains = list_contains,
    .sq_concat = list_concat,
    .sq_repeat = list_repeat,
    .methods = list_methods,
};
