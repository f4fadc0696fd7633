/* dict.c: the insertion-ordered hash table, safe to share between threads.
 *
 * The idea (CPython's compact dict, Raymond Hettinger 2012 / PEP 468,
 * Objects/dictobject.c).  A dict keeps two arrays in one block, DictKeys:
 *
 *   indices[size]   small ints (1, 2, 4 or 8 bytes each, chosen by size):
 *                   an entry number, EMPTY (-1) or DUMMY (-2, deleted)
 *   entries[usable] (hash, key, value) in insertion order
 *
 * A lookup probes `indices` with open addressing (i = hash & mask, then
 * i = 5*i + 1 + perturb, perturb >>= 5, so every bit of the hash takes
 * part) and compares keys in `entries`.  Iteration walks `entries` in
 * order, which is why dicts remember insertion order, and the index table
 * is small (a byte per slot for small dicts), so the table stays in cache.
 * Deleting leaves a DUMMY in indices and a NULL key in entries; both are
 * squeezed out by the next resize.  A table grows when its entries run
 * out (2/3 of the index slots), to the power of two >= 3 * used.
 *
 * Keys: an exact str compares by pointer first (interned names: global
 * and attribute lookups), then by hash and str_eq; a tagged small int is
 * its own hash (no call).  Any other key uses obj_hash / obj_eq.
 *
 * Thread safety (docs/container-locking.md).  Every operation is atomic.
 * Writers hold the dict's ob_mutex for every change of `keys`, `used` and
 * the table.  Readers of one key (d[k], d.get, `in`, dict_get_str for
 * LOAD_GLOBAL / LOAD_NAME / attribute lookups, dict_lookup_known_hash)
 * take no lock and write nothing (lf_find):
 *   - a reader loads `keys` (acquire) and probes; a writer fills an entry
 *     (hash, key, value) before the release store of the index naming it,
 *     replaces a value with a release store, and removes an entry by
 *     storing DUMMY, then key and value NULL (NULL reads as missing);
 *   - a resize builds the new table, publishes it, and hands the old one
 *     to QSBR (gc/qsbr.c), which frees it once every thread has passed a
 *     quiescent state (safepoint, detach), so a reader never probes freed
 *     memory; an entry slot is never reused while the dict is shared
 *     (popitem), so a key read from an entry is never paired with another
 *     key's value;
 *   - a value (or key) a writer replaces or removes may have just been
 *     loaded by a reader that has not INCREF'd it yet: while the dict is
 *     shared and other threads run, the writer's DECREF goes through QSBR
 *     too (release_ref), so the reader's INCREF always finds a live
 *     object.  `shared` is set under the lock by the first access of a
 *     thread other than the owner (reader_lockfree / writer_shared): a
 *     dict only its own thread uses, or any dict while a single thread
 *     runs, frees at once, so single-threaded code pays only a test;
 *   - a key comparison that may run Python code (__eq__ of anything but
 *     str and small int) is never made lock-free: the reader falls back to
 *     the locked lookup(), which takes a reference to the stored key,
 *     notes `version` (bumped by every mutation), unlocks, compares,
 *     relocks and restarts the probe if the version moved -- CPython's
 *     "the comparison mutated the dict" restart.  Threads with no
 *     ThreadState (raw pthreads in unit tests) also use the lock.
 * Hashes are computed before taking the lock.  Values replaced or removed
 * under the lock are released after unlocking.  Iteration and snapshots
 * (dict_entry_at, snapshot) still lock for each step.  dict_next and
 * traverse take no lock: they are for single-threaded setup and for the
 * collector, which runs with the world stopped.  dict_len reads `used`
 * without the lock (an aligned word: some size the dict had).
 * dict_version() is the hook for the VM's inline caches on globals, and
 * dict_get_str_hint / dict_set_str_hint serve its attribute caches.
 * docs/container-locking.md has the whole picture.
 *
 * What fpy simplifies: no split tables (instances keep their attributes
 * inline with keys shared per class instead: runtime/instance.c), no
 * str-only table kind, no free lists, and new empty dicts allocate no table
 * (keys == NULL) instead of pointing at a shared empty one.
 */
#include <stdlib.h>
#include <string.h>

#include "runtime/api.h"
#include "runtime/containers.h"
#include "runtime/lock.h"
#include "vm/thread.h"

#define DKIX_EMPTY (-1)
#define DKIX_DUMMY (-2)
#define DKIX_ERROR (-3)
#define PERTURB_SHIFT 5
#define LOG2_MINSIZE 3

typedef struct {
    ssize_t hash;
    Object *key;   /* NULL: a deleted entry */
    Object *value;
} DictEntry;

typedef struct {
    uint8_t log2_size;     /* the index table has 1 << log2_size slots */
    uint8_t log2_ixbytes;  /* bytes per index: 1 << log2_ixbytes */
    ssize_t usable;        /* entries still free at the end */
    ssize_t nentries;      /* entries used so far, deleted ones included */
    char indices[];        /* then the entries */
} DictKeys;

/* keys == NULL: an empty dict that never had a table.  Locking: all
 * fields under ob_mutex (see above). */
typedef struct {
    Object ob;
    ssize_t used;          /* live items */
    _Atomic(uint64_t) version; /* a fresh, never reused number after every mutation */
    DictKeys *keys;        /* written under the lock (release); read lock-free (acquire) */
    uint8_t shared;        /* another thread than the owner may access it: 0 -> 1 once, under the lock */
    uint8_t class_dict;    /* a class's dict (dict_mark_class, before the class is published): set once */
} DictObject;

#define D(o) ((DictObject *)(o))

static inline size_t dk_size(const DictKeys *k) { return (size_t)1 << k->log2_size; }

static inline DictEntry *dk_entries(DictKeys *k)
{
    return (DictEntry *)(k->indices + (dk_size(k) << k->log2_ixbytes));
}

/* Index slots are read by lock-free readers while a writer fills them:
 * acquire loads pair with release stores (the entry an index names is
 * written before the index).  Plain moves on x86-64. */
static inline ssize_t get_index(const DictKeys *k, size_t i)
{
    switch (k->log2_ixbytes) {
    case 0: return __atomic_load_n(&((const int8_t *)k->indices)[i], __ATOMIC_ACQUIRE);
    case 1: return __atomic_load_n(&((const int16_t *)k->indices)[i], __ATOMIC_ACQUIRE);
    case 2: return __atomic_load_n(&((const int32_t *)k->indices)[i], __ATOMIC_ACQUIRE);
    default: return __atomic_load_n(&((const int64_t *)k->indices)[i], __ATOMIC_ACQUIRE);
    }
}

static inline void set_index(DictKeys *k, size_t i, ssize_t ix)
{
    switch (k->log2_ixbytes) {
    case 0: __atomic_store_n(&((int8_t *)k->indices)[i], (int8_t)ix, __ATOMIC_RELEASE); break;
    case 1: __atomic_store_n(&((int16_t *)k->indices)[i], (int16_t)ix, __ATOMIC_RELEASE); break;
    case 2: __atomic_store_n(&((int32_t *)k->indices)[i], (int32_t)ix, __ATOMIC_RELEASE); break;
    default: __atomic_store_n(&((int64_t *)k->indices)[i], (int64_t)ix, __ATOMIC_RELEASE); break;
    }
}

/* Entry fields a lock-free reader may load while a writer (lock held)
 * stores them: relaxed atomics, except the value (release/acquire, so a
 * reader that sees a replaced value sees the object's contents). */
static inline Object *ld_key(DictEntry *e) { return __atomic_load_n(&e->key, __ATOMIC_RELAXED); }
static inline Object *ld_value(DictEntry *e) { return __atomic_load_n(&e->value, __ATOMIC_ACQUIRE); }
static inline void st_key(DictEntry *e, Object *k) { __atomic_store_n(&e->key, k, __ATOMIC_RELAXED); }
static inline void st_value(DictEntry *e, Object *v) { __atomic_store_n(&e->value, v, __ATOMIC_RELEASE); }
static inline void st_keys(DictObject *d, DictKeys *k) { __atomic_store_n(&d->keys, k, __ATOMIC_RELEASE); }

/* ---- sharing -------------------------------------------------------------
 * A dict only its owner thread has touched is read and written as before:
 * old tables freed and old values released at once.  The first access by
 * any other thread sets `shared` under the lock (readers too: they take
 * the lock that once).  From then on a writer retires old tables and the
 * keys and values it removes through QSBR (gc/qsbr.c), so a lock-free
 * reader never touches freed memory nor INCREFs a dead object.  A writer
 * decides under the lock, after any reader's marking, so no race: a reader
 * that marks later reads only the state the writer left. */
static inline bool is_shared(DictObject *d) { return __atomic_load_n(&d->shared, __ATOMIC_RELAXED) != 0; }

/* Lock held (writers): mark d if we are not its owner; true if a
 * lock-free reader on another thread may be reading it now, so frees must
 * wait: d is shared and other threads run (qsbr_may_share: no Python
 * thread has been started, or all have ended, means nobody else reads;
 * dicts made before any thread, such as type and module dicts, are often
 * owned by no thread and so marked shared from the start). */
static inline bool writer_shared(DictObject *d)
{
    if (!is_shared(d)) {
        if (thread_id() != 0 && brc_is_owner(&d->ob)) return false;
        __atomic_store_n(&d->shared, 1, __ATOMIC_RELAXED);
    }
    return qsbr_may_share();
}

/* May this thread read d without the lock?  Threads with no ThreadState
 * (raw pthreads in unit tests) never report quiescent states: they lock. */
static inline bool reader_lockfree(DictObject *d)
{
    if (ts_get() == NULL) return false;
    if (is_shared(d) || brc_is_owner(&d->ob)) return true;
    obj_lock(&d->ob);
    __atomic_store_n(&d->shared, 1, __ATOMIC_RELAXED);
    obj_unlock(&d->ob);
    return true;
}

/* Release a reference removed from d: now, or after a grace period when
 * a lock-free reader may have loaded it.  Call with the lock released. */
static inline void release_ref(Object *o, bool shared)
{
    if (o == NULL) return;
    if (shared) qsbr_decref_later(o);
    else DECREF(o);
}

/* ---- versions ----------------------------------------------------------------
 * Every dict carries a version number, replaced by a fresh one whenever the
 * dict changes (insert, delete, value replaced, clear, resize) and when it
 * is created.  Numbers are never reused, across all dicts, so a (dict,
 * version) pair seen once identifies that exact state: the VM caches
 * LOAD_GLOBAL results on it, and lookup() uses it to notice a dict changed
 * while the lock was released.  To keep threads from sharing one counter,
 * each thread takes blocks of 2**16 numbers from a global atomic counter
 * and hands them out from a thread-local cursor.  0 is never a version. */
#define VERSION_BLOCK ((uint64_t)1 << 16)
static _Atomic(uint64_t) version_blocks = VERSION_BLOCK;
static _Thread_local uint64_t version_next, version_end;

static uint64_t fresh_version(void)
{
    if (version_next == version_end) {
        version_next = atomic_fetch_add_explicit(&version_blocks, VERSION_BLOCK, memory_order_relaxed);
        version_end = version_next + VERSION_BLOCK;
    }
    return version_next++;
}

/* A mutation: called with the lock held, after the change is made.  The
 * release store pairs with dict_version's acquire load. */
static inline void bump(DictObject *d)
{
    atomic_store_explicit(&d->version, fresh_version(), memory_order_release);
    if (d->class_dict) atomic_fetch_add_explicit(&dict_class_epoch_line.n, 1, memory_order_release);
}

/* The class epoch (api.h): shared by all threads, read on every cached
 * attribute access, written (an atomic add) only by a change to a class's
 * dict; alone on its cache line so that nothing written often shares it. */
ClassEpoch dict_class_epoch_line = {.n = 1};

void dict_mark_class(Object *d) { D(d)->class_dict = 1; }

_Static_assert(offsetof(DictObject, version) == offsetof(DictHead, version), "dict_version (api.h) reads DictObject.version");

/* Entries for an index table of `size` slots: 2/3 of it. */
static inline ssize_t usable_fraction(size_t size) { return (ssize_t)((size << 1) / 3); }

/* The smallest table (log2) with at least minsize slots. */
static uint8_t log2_for(ssize_t minsize)
{
    uint8_t log2 = LOG2_MINSIZE;
    while (((ssize_t)1 << log2) < minsize) log2++;
    return log2;
}

/* A table whose entries can hold n items without growing. */
static uint8_t log2_for_items(ssize_t n) { return log2_for((n * 3 + 1) / 2); }

static DictKeys *new_keys(uint8_t log2)
{
    size_t size = (size_t)1 << log2;
    uint8_t ixb = log2 < 8 ? 0 : log2 < 16 ? 1 : log2 < 32 ? 2 : 3;
    ssize_t usable = usable_fraction(size);
    DictKeys *k = malloc(sizeof(DictKeys) + (size << ixb) + (size_t)usable * sizeof(DictEntry));
    if (k == NULL) {
        err_no_memory();
        return NULL;
    }
    k->log2_size = log2;
    k->log2_ixbytes = ixb;
    k->usable = usable;
    k->nentries = 0;
    /* every width: -1 = EMPTY; entries not yet used read as deleted (key
     * NULL), never as stale pointers: dict_get_str_hint may look at any
     * entry below `usable`.  The smallest table, the most common, with
     * constant sizes: stores in line rather than two calls. */
    if (log2 == LOG2_MINSIZE) {
        memset(k->indices, 0xff, (size_t)1 << LOG2_MINSIZE);
        memset(k->indices + ((size_t)1 << LOG2_MINSIZE), 0,
               (size_t)usable_fraction((size_t)1 << LOG2_MINSIZE) * sizeof(DictEntry));
    } else {
        memset(k->indices, 0xff, size << ixb);
        memset(k->indices + (size << ixb), 0, (size_t)usable * sizeof(DictEntry));
    }
    return k;
}

/* The first index slot for hash that holds no entry (EMPTY or DUMMY). */
static size_t find_empty_slot(const DictKeys *k, ssize_t hash)
{
    size_t mask = dk_size(k) - 1, perturb = (size_t)hash, i = (size_t)hash & mask;
    while (get_index(k, i) >= 0) {
        perturb >>= PERTURB_SHIFT;
        i = (i * 5 + perturb + 1) & mask;
    }
    return i;
}

/* The index slot that points at entry ix (which has this hash). */
static size_t slot_of_entry(const DictKeys *k, ssize_t hash, ssize_t ix)
{
    size_t mask = dk_size(k) - 1, perturb = (size_t)hash, i = (size_t)hash & mask;
    while (get_index(k, i) != ix) {
        perturb >>= PERTURB_SHIFT;
        i = (i * 5 + perturb + 1) & mask;
    }
    return i;
}

/* Move the live entries into a new table of 1 << log2 slots.  Lock held;
 * runs no foreign code. */
static int resize(DictObject *d, uint8_t log2)
{
    DictKeys *old = d->keys;
    if (log2 < log2_for_items(d->used)) log2 = log2_for_items(d->used);
    DictKeys *k = new_keys(log2);
    if (k == NULL) return -1;
    DictEntry *ne = dk_entries(k);
    ssize_t n = 0;
    if (old != NULL) {
        DictEntry *oe = dk_entries(old);
        if (old->nentries == d->used) {
            memcpy(ne, oe, (size_t)d->used * sizeof(DictEntry));
            n = d->used;
        } else {
            for (ssize_t i = 0; i < old->nentries; i++)
                if (oe[i].key != NULL) ne[n++] = oe[i];
        }
    }
    for (ssize_t i = 0; i < n; i++) set_index(k, find_empty_slot(k, ne[i].hash), i);
    k->nentries = n;
    k->usable -= n;
    st_keys(d, k); /* publish the filled table */
    bump(d);
    /* a lock-free reader may still probe the old table: free it later */
    if (old != NULL) {
        if (writer_shared(d)) qsbr_free_later(old);
        else free(old);
    }
    return 0;
}

/* Find key (with the given hash) in d.  Call with the lock held; returns
 * with it held, but may release it meanwhile to compare keys with obj_eq
 * (the probe restarts if the dict changed).  Returns the entry index,
 * DKIX_EMPTY when absent, DKIX_ERROR when a comparison failed. */
static ssize_t lookup(DictObject *d, Object *key, ssize_t hash)
{
restart:;
    DictKeys *k = d->keys;
    if (k == NULL) return DKIX_EMPTY;
    size_t mask = dk_size(k) - 1, perturb = (size_t)hash, i = (size_t)hash & mask;
    for (;;) {
        ssize_t ix = get_index(k, i);
        if (ix == DKIX_EMPTY) return DKIX_EMPTY;
        if (ix >= 0) {
            DictEntry *e = &dk_entries(k)[ix];
            if (e->key == key) return ix;
            if (e->hash == hash) {
                int c = key_eq_locked(e->key, key);
                if (c == -2) {
                    Object *startkey = NEWREF(e->key);
                    uint64_t version = atomic_load_explicit(&d->version, memory_order_relaxed);
                    obj_unlock((Object *)d);
                    c = obj_richcompare_bool(startkey, key, CMP_EQ);
                    DECREF(startkey);
                    obj_lock((Object *)d);
                    if (c < 0) return DKIX_ERROR;
                    if (atomic_load_explicit(&d->version, memory_order_relaxed) != version) goto restart;
                    k = d->keys; /* unchanged, as the version says */
                }
                if (c > 0) return ix;
            }
        }
        perturb >>= PERTURB_SHIFT;
        i = (i * 5 + perturb + 1) & mask;
    }
}

/* The lock-free lookup (reader_lockfree(d) said yes).  No lock, no
 * write to shared memory, no call out: a key comparison that would run
 * __eq__ answers -1 ("undecided": use the locked lookup, which may).
 * 1 found (*vp = the value, borrowed: alive until this thread's next
 * quiescent state, because writers of a shared dict release removed
 * values through QSBR), 0 missing.  A reader racing a writer sees the
 * dict before or after that write: entries are filled before the index
 * that names them is stored, an old table stays readable until every
 * thread has passed a safepoint, and a removed entry reads as key or
 * value NULL (missing). */
static int lf_find(DictObject *d, Object *key, ssize_t hash, Object **vp, ssize_t *ixp)
{
    DictKeys *k = __atomic_load_n(&d->keys, __ATOMIC_ACQUIRE);
    if (k == NULL) return 0;
    size_t mask = dk_size(k) - 1, perturb = (size_t)hash, i = (size_t)hash & mask;
    DictEntry *ep = dk_entries(k);
    for (;;) {
        ssize_t ix = get_index(k, i);
        if (ix == DKIX_EMPTY) return 0;
        if (ix >= 0) {
            DictEntry *e = &ep[ix];
            Object *ek = ld_key(e);
            int c = 0;
            if (ek == key) c = 1;
            else if (ek != NULL && __atomic_load_n(&e->hash, __ATOMIC_RELAXED) == hash) c = key_eq_locked(ek, key);
            if (c == -2) return -1;
            if (c == 1) {
                Object *v = ld_value(e);
                if (v == NULL) return 0; /* removed meanwhile */
                *vp = v;
                if (ixp) *ixp = ix;
                return 1;
            }
        }
        perturb >>= PERTURB_SHIFT;
        i = (i * 5 + perturb + 1) & mask;
    }
}

/* A new entry at the end of d's table (room checked), published through
 * index slot `slot` (an empty one on key's probe sequence).  Steals key
 * and value.  Lock held, or d not yet visible to any other thread. */
static inline void append_entry(DictObject *d, Object *key, ssize_t hash, Object *value, size_t slot)
{
    DictKeys *k = d->keys;
    /* the entry first, then the index that publishes it */
    DictEntry *e = &dk_entries(k)[k->nentries];
    __atomic_store_n(&e->hash, hash, __ATOMIC_RELAXED);
    st_key(e, key);
    st_value(e, value);
    set_index(k, slot, k->nentries);
    k->nentries++;
    k->usable--;
    size_store(&d->used, d->used + 1);
    bump(d);
}

/* Store key -> value.  Lock held (may be released by lookup).  Steals key
 * and value.  Returns 1 (new item), 0 (existing key: its value replaced;
 * *garbage[0] = the old value, *garbage[1] = the unused key, both to
 * release after unlocking) or -1 (error: key and value in garbage too). */
static int insert(DictObject *d, Object *key, ssize_t hash, Object *value, Object *garbage[2])
{
    garbage[0] = garbage[1] = NULL;
    ssize_t ix = lookup(d, key, hash);
    if (ix == DKIX_ERROR) {
        garbage[0] = value;
        garbage[1] = key;
        return -1;
    }
    if (ix >= 0) {
        DictEntry *e = &dk_entries(d->keys)[ix];
        garbage[0] = e->value;
        garbage[1] = key;
        st_value(e, value);
        bump(d);
        return 0;
    }
    if (d->keys == NULL || d->keys->usable <= 0) {
        uint8_t log2 = d->keys == NULL ? LOG2_MINSIZE : log2_for(d->used * 3);
        if (resize(d, log2) < 0) {
            garbage[0] = value;
            garbage[1] = key;
            return -1;
        }
    }
    append_entry(d, key, hash, value, find_empty_slot(d->keys, hash));
    return 1;
}

/* Remove entry ix (found by lookup) under the lock; hands back the key and
 * value references for releasing after unlocking. */
static void remove_entry(DictObject *d, ssize_t ix, Object **key, Object **value)
{
    DictKeys *k = d->keys;
    DictEntry *e = &dk_entries(k)[ix];
    set_index(k, slot_of_entry(k, e->hash, ix), DKIX_DUMMY);
    *key = e->key;
    *value = e->value;
    st_key(e, NULL);
    st_value(e, NULL);
    size_store(&d->used, d->used - 1);
    bump(d);
}

/* ---- the C API ------------------------------------------------------------- */

Object *dict_new(void)
{
    /* every field set here: obj_alloc's memset is a call, for 32 bytes */
    Object *d = obj_alloc_raw(&Dict_Type, sizeof(DictObject));
    if (d == NULL) return NULL;
    D(d)->used = 0;
    D(d)->keys = NULL;
    D(d)->shared = 0;
    D(d)->class_dict = 0;
    atomic_store_explicit(&D(d)->version, fresh_version(), memory_order_release);
    return d;
}

static Object *dict_new_presized(ssize_t n)
{
    Object *d = dict_new();
    if (d == NULL) return NULL;
    if (n > 5 && resize(D(d), log2_for_items(n)) < 0) {
        DECREF(d);
        return NULL;
    }
    return d;
}

/* d[key] with a known hash: new ref, or NULL (no exception: missing). */
static Object *get_known_hash(Object *d, Object *key, ssize_t hash)
{
    Object *v;
    if (reader_lockfree(D(d))) {
        int r = lf_find(D(d), key, hash, &v, NULL);
        if (r >= 0) return r ? NEWREF(v) : NULL;
    }
    obj_lock(d);
    ssize_t ix = lookup(D(d), key, hash);
    v = ix >= 0 ? NEWREF(dk_entries(D(d)->keys)[ix].value) : NULL;
    obj_unlock(d);
    return v;
}

Object *dict_get(Object *d, Object *key)
{
    ssize_t hash = key_hash(key);
    if (hash == -1) return NULL;
    return get_known_hash(d, key, hash);
}

Object *dict_get_str(Object *d, Object *key)
{
    ssize_t hash = key_hash(key);
    Object *v;
    if (reader_lockfree(D(d))) {
        int r = lf_find(D(d), key, hash, &v, NULL);
        if (r >= 0) return r ? v : NULL;
    }
    /* a thread with no ThreadState, or a non-str key with an equal hash */
    obj_lock(d);
    ssize_t ix = lookup(D(d), key, hash);
    v = ix >= 0 ? dk_entries(D(d)->keys)[ix].value : NULL;
    obj_unlock(d);
    if (ix == DKIX_ERROR) err_clear(); /* this lookup reports no errors */
    return v;
}

Object *dict_get_str_hint(Object *d, Object *key, uint32_t *hint)
{
    DictObject *dd = D(d);
    Object *v;
    if (reader_lockfree(dd)) {
        DictKeys *k = __atomic_load_n(&dd->keys, __ATOMIC_ACQUIRE);
        if (k == NULL) return NULL;
        /* entries below usable_fraction(size) exist in every table of
         * that size; unused ones read as key NULL (new_keys) */
        uint32_t h = *hint;
        if (h < (uint32_t)usable_fraction(dk_size(k))) {
            DictEntry *e = &dk_entries(k)[h];
            if (ld_key(e) == key && (v = ld_value(e)) != NULL) return v;
        }
        ssize_t ix;
        int r = lf_find(dd, key, key_hash(key), &v, &ix);
        if (r >= 0) {
            if (r) *hint = (uint32_t)ix;
            return r ? v : NULL;
        }
    }
    return dict_get_str(d, key);
}

int dict_set_str_hint(Object *d, Object *key, Object *v, uint32_t *hint)
{
    if (TYPE(key) != &Str_Type) return dict_set(d, key, v);
    DictObject *dd = D(d);
    ssize_t hash = key_hash(key);
    INCREF(v);
    obj_lock(d);
    bool sh = writer_shared(dd);
    DictKeys *k = dd->keys;
    uint32_t h = *hint;
    if (k != NULL && h < (uint32_t)k->nentries) {
        DictEntry *e = &dk_entries(k)[h];
        Object *old = e->value;
        if (e->key == key && old != NULL) {
            st_value(e, v);
            bump(dd);
            obj_unlock(d);
            release_ref(old, sh);
            return 0;
        }
    }
    Object *garbage[2];
    INCREF(key);
    int r = insert(dd, key, hash, v, garbage);
    if (r >= 0) {
        ssize_t ix = lookup(dd, key, hash); /* a str key: never unlocks */
        if (ix >= 0) *hint = (uint32_t)ix;
    }
    obj_unlock(d);
    if (r < 0) XDECREF(garbage[0]);
    else release_ref(garbage[0], sh);
    XDECREF(garbage[1]);
    return r < 0 ? -1 : 0;
}

static int set_known_hash(Object *d, Object *key, ssize_t hash, Object *v)
{
    Object *garbage[2];
    INCREF(key);
    INCREF(v);
    obj_lock(d);
    bool sh = writer_shared(D(d));
    int r = insert(D(d), key, hash, v, garbage);
    obj_unlock(d);
    /* garbage[0]: the replaced value (readers may hold it); on error both
     * are ours, never published */
    if (r < 0) XDECREF(garbage[0]);
    else release_ref(garbage[0], sh);
    XDECREF(garbage[1]);
    return r < 0 ? -1 : 0;
}

/* A dict display's dict (BUILD_MAP): n key/value pairs, kv[2i] and
 * kv[2i + 1], each taken with a new reference; a later equal key replaces
 * the value and the first key object stays, as in CPython.  The first
 * pair goes straight into a table sized for all n: nobody else can see
 * the dict yet, so no lock and no probe; the others take dict_set's way
 * (one of them may equal an earlier key). */
Object *dict_from_pairs(Object *const *kv, ssize_t n)
{
    Object *d = dict_new();
    if (d == NULL || n == 0) return d;
    ssize_t hash = key_hash(kv[0]);
    DictKeys *k = hash == -1 ? NULL : new_keys(log2_for_items(n));
    if (k == NULL) {
        DECREF(d);
        return NULL;
    }
    st_keys(D(d), k);
    /* the table is empty: the first slot probed is free */
    append_entry(D(d), NEWREF(kv[0]), hash, NEWREF(kv[1]), (size_t)hash & (dk_size(k) - 1));
    for (ssize_t i = 1; i < n; i++) {
        if (dict_set(d, kv[2 * i], kv[2 * i + 1]) < 0) {
            DECREF(d);
            return NULL;
        }
    }
    return d;
}

int dict_set(Object *d, Object *key, Object *v)
{
    ssize_t hash = key_hash(key);
    if (hash == -1) return -1;
    return set_known_hash(d, key, hash, v);
}

int dict_set_cstr(Object *d, const char *key, Object *v)
{
    return dict_set(d, str_intern_cstr(key), v);
}

/* Remove key: 1 removed (*value = its value, new ref, if value != NULL),
 * 0 missing, -1 error. */
static int pop_known_hash(Object *d, Object *key, ssize_t hash, Object **value)
{
    obj_lock(d);
    ssize_t ix = lookup(D(d), key, hash);
    if (ix < 0) {
        obj_unlock(d);
        return ix == DKIX_ERROR ? -1 : 0;
    }
    Object *k, *v;
    bool sh = writer_shared(D(d));
    remove_entry(D(d), ix, &k, &v);
    obj_unlock(d);
    release_ref(k, sh);
    if (value) {
        /* the dict's reference goes to the caller, who may drop it at
         * once: when shared, give the caller its own and delay the dict's */
        if (sh) INCREF(v);
        *value = v;
    }
    release_ref(value && !sh ? NULL : v, sh);
    return 1;
}

int dict_del_if_value(Object *d, Object *key, Object *expected)
{
    ssize_t hash = key_hash(key);
    if (hash == -1) return -1;
    obj_lock(d);
    ssize_t ix = lookup(D(d), key, hash);
    if (ix < 0 || dk_entries(D(d)->keys)[ix].value != expected) {
        obj_unlock(d);
        return ix == DKIX_ERROR ? -1 : 0;
    }
    Object *k, *v;
    bool sh = writer_shared(D(d));
    remove_entry(D(d), ix, &k, &v);
    obj_unlock(d);
    release_ref(k, sh);
    release_ref(v, sh);
    return 1;
}

int dict_del(Object *d, Object *key)
{
    ssize_t hash = key_hash(key);
    if (hash == -1) return -1;
    int r = pop_known_hash(d, key, hash, NULL);
    if (r == 0) {
        err_set_object(&Exc_KeyError, key);
        return -1;
    }
    return r < 0 ? -1 : 0;
}

int dict_contains(Object *d, Object *key)
{
    ssize_t hash = key_hash(key);
    if (hash == -1) return -1;
    if (reader_lockfree(D(d))) {
        Object *v;
        int r = lf_find(D(d), key, hash, &v, NULL);
        if (r >= 0) return r;
    }
    obj_lock(d);
    ssize_t ix = lookup(D(d), key, hash);
    obj_unlock(d);
    return ix >= 0 ? 1 : ix == DKIX_ERROR ? -1 : 0;
}

ssize_t dict_len(Object *d) { return size_load(&D(d)->used); }

bool dict_next(Object *d, ssize_t *pos, Object **key, Object **value)
{
    DictKeys *k = D(d)->keys;
    if (k == NULL) return false;
    DictEntry *ep = dk_entries(k);
    for (ssize_t i = *pos; i < k->nentries; i++) {
        if (ep[i].key != NULL) {
            *pos = i + 1;
            if (key) *key = ep[i].key;
            if (value) *value = ep[i].value;
            return true;
        }
    }
    *pos = k->nentries;
    return false;
}

bool dict_entry_at(Object *d, ssize_t *pos, Object **key, Object **value, ssize_t *hash)
{
    bool found = false;
    obj_lock(d);
    DictKeys *k = D(d)->keys;
    ssize_t i = *pos;
    if (k != NULL) {
        DictEntry *ep = dk_entries(k);
        for (; i < k->nentries; i++) {
            if (ep[i].key != NULL) {
                if (key) *key = NEWREF(ep[i].key);
                if (value) *value = NEWREF(ep[i].value);
                if (hash) *hash = ep[i].hash;
                found = true;
                i++;
                break;
            }
        }
    }
    obj_unlock(d);
    *pos = i;
    return found;
}

bool dict_entry_before(Object *d, ssize_t *pos, Object **key, Object **value)
{
    bool found = false;
    obj_lock(d);
    DictKeys *k = D(d)->keys;
    ssize_t i = *pos;
    if (k != NULL) {
        if (i > k->nentries) i = k->nentries;
        DictEntry *ep = dk_entries(k);
        while (--i >= 0) {
            if (ep[i].key != NULL) {
                if (key) *key = NEWREF(ep[i].key);
                if (value) *value = NEWREF(ep[i].value);
                found = true;
                break;
            }
        }
    } else {
        i = -1;
    }
    obj_unlock(d);
    *pos = i;
    return found;
}

ssize_t dict_entries_end(Object *d)
{
    obj_lock(d);
    ssize_t n = D(d)->keys ? D(d)->keys->nentries : 0;
    obj_unlock(d);
    return n;
}

int dict_lookup_known_hash(Object *d, Object *key, ssize_t hash, Object **value)
{
    if (reader_lockfree(D(d))) {
        int r = lf_find(D(d), key, hash, value, NULL);
        if (r >= 0) {
            if (r) INCREF(*value);
            else *value = NULL;
            return r;
        }
    }
    obj_lock(d);
    ssize_t ix = lookup(D(d), key, hash);
    *value = ix >= 0 ? NEWREF(dk_entries(D(d)->keys)[ix].value) : NULL;
    obj_unlock(d);
    return ix >= 0 ? 1 : ix == DKIX_ERROR ? -1 : 0;
}

/* A snapshot of the live entries (key, value and hash), each key and value
 * INCREF'd, in order; *n items.  NULL on MemoryError. */
typedef struct {
    ssize_t hash;
    Object *key, *value;
} Snap;

static Snap *snapshot(Object *d, ssize_t *n)
{
    for (;;) {
        ssize_t guess = size_load(&D(d)->used);
        Snap *s = malloc((size_t)(guess > 0 ? guess : 1) * sizeof(Snap));
        if (s == NULL) {
            err_no_memory();
            return NULL;
        }
        obj_lock(d);
        if (D(d)->used != guess) {
            obj_unlock(d);
            free(s);
            continue;
        }
        ssize_t m = 0;
        DictKeys *k = D(d)->keys;
        if (k != NULL) {
            DictEntry *ep = dk_entries(k);
            for (ssize_t i = 0; i < k->nentries; i++) {
                if (ep[i].key == NULL) continue;
                s[m].hash = ep[i].hash;
                s[m].key = NEWREF(ep[i].key);
                s[m].value = NEWREF(ep[i].value);
                m++;
            }
        }
        obj_unlock(d);
        *n = m;
        return s;
    }
}

static void free_snapshot(Snap *s, ssize_t n)
{
    for (ssize_t i = 0; i < n; i++) {
        DECREF(s[i].key);
        DECREF(s[i].value);
    }
    free(s);
}

ssize_t dict_snapshot_keys(Object *d, Object ***keys, ssize_t **hashes)
{
    ssize_t n;
    Snap *s = snapshot(d, &n);
    if (s == NULL) return -1;
    Object **k = malloc((size_t)(n > 0 ? n : 1) * sizeof(Object *));
    ssize_t *h = malloc((size_t)(n > 0 ? n : 1) * sizeof(ssize_t));
    if (k == NULL || h == NULL) {
        free(k);
        free(h);
        free_snapshot(s, n);
        err_no_memory();
        return -1;
    }
    for (ssize_t i = 0; i < n; i++) {
        k[i] = s[i].key;
        h[i] = s[i].hash;
        DECREF(s[i].value);
    }
    free(s);
    *keys = k;
    *hashes = h;
    return n;
}

/* New ref: a list of the keys (want_keys) or of the values, taken from
 * one locked snapshot; the other half of each pair is released. */
static Object *snapshot_list(Object *d, bool want_keys)
{
    ssize_t n;
    Snap *s = snapshot(d, &n);
    if (s == NULL) return NULL;
    Object *l = list_new(n);
    if (l == NULL) {
        free_snapshot(s, n);
        return NULL;
    }
    for (ssize_t i = 0; i < n; i++) {
        ((ListObject *)l)->items[i] = want_keys ? s[i].key : s[i].value;
        DECREF(want_keys ? s[i].value : s[i].key);
    }
    free(s);
    return l;
}

Object *dict_keys_list(Object *d) { return snapshot_list(d, true); }

Object *dict_values_list(Object *d) { return snapshot_list(d, false); }

Object *dict_items_list(Object *d)
{
    ssize_t n;
    Snap *s = snapshot(d, &n);
    if (s == NULL) return NULL;
    Object *l = list_new(n);
    if (l == NULL) {
        free_snapshot(s, n);
        return NULL;
    }
    for (ssize_t i = 0; i < n; i++) {
        Object *t = tuple_new(2);
        if (t == NULL) {
            ((ListObject *)l)->ob.ob_size = i;
            DECREF(l);
            for (ssize_t j = i; j < n; j++) {
                DECREF(s[j].key);
                DECREF(s[j].value);
            }
            free(s);
            return NULL;
        }
        tuple_items(t)[0] = s[i].key;
        tuple_items(t)[1] = s[i].value;
        ((ListObject *)l)->items[i] = t;
    }
    free(s);
    return l;
}

/* Insert the snapshot's items into d (the update of dict by dict).
 * Consumes the snapshot. */
static int merge_snapshot(Object *d, Snap *s, ssize_t n)
{
    Object **garbage = malloc((size_t)(2 * n + 1) * sizeof(Object *));
    if (garbage == NULL) {
        free_snapshot(s, n);
        err_no_memory();
        return -1;
    }
    ssize_t ng = 0, i = 0;
    int res = 0;
    obj_lock(d);
    DictObject *dd = D(d);
    bool sh = writer_shared(dd);
    /* one resize up front rather than several while inserting */
    if (dd->keys == NULL || dd->keys->usable < n) {
        if (resize(dd, log2_for_items(dd->used + n)) < 0) res = -1;
    }
    /* garbage[0..ng): replaced values (a reader may hold them);
     * garbage[nk..2n+1): unused keys and, on error, the unpublished pair */
    ssize_t nk = 2 * n + 1;
    for (; res == 0 && i < n; i++) {
        Object *g[2];
        int r = insert(dd, s[i].key, s[i].hash, s[i].value, g);
        if (r < 0) res = -1;
        if (g[0]) {
            if (r == 0) garbage[ng++] = g[0];
            else garbage[--nk] = g[0];
        }
        if (g[1]) garbage[--nk] = g[1];
    }
    obj_unlock(d);
    for (ssize_t j = 0; j < ng; j++) release_ref(garbage[j], sh);
    for (ssize_t j = nk; j < 2 * n + 1; j++) DECREF(garbage[j]);
    free(garbage);
    for (; i < n; i++) {
        DECREF(s[i].key);
        DECREF(s[i].value);
    }
    free(s);
    return res;
}

/* d.update(pairs): each item must be a 2-sequence. */
static int merge_pairs(Object *d, Object *iterable)
{
    Object *it = obj_iter(iterable);
    if (it == NULL) return -1;
    Object *item;
    for (ssize_t n = 0; (item = iter_next(it)) != NULL; n++) {
        Object *pair = NULL;
        if (is_tuple(item) || is_list(item) || TYPE(item)->iter != NULL) pair = tuple_from_iterable(item);
        if (pair == NULL) {
            if (TYPE(item)->iter == NULL || err_matches(&Exc_TypeError)) {
                err_clear();
                err_format(&Exc_TypeError, "cannot convert dictionary update sequence element #%zd to a sequence",
                           n);
            }
            DECREF(item);
            DECREF(it);
            return -1;
        }
        DECREF(item);
        if (tuple_len(pair) != 2) {
            err_format(&Exc_ValueError, "dictionary update sequence element #%zd has length %zd; 2 is required", n,
                       tuple_len(pair));
            DECREF(pair);
            DECREF(it);
            return -1;
        }
        int r = dict_set(d, tuple_get(pair, 0), tuple_get(pair, 1));
        DECREF(pair);
        if (r < 0) {
            DECREF(it);
            return -1;
        }
    }
    DECREF(it);
    return err_occurred() ? -1 : 0;
}

/* d.update(m) for a mapping that is not a dict: m.keys(), then m[k]. */
static int merge_mapping(Object *d, Object *m)
{
    Object *keys = obj_call_method(m, "keys", NULL, 0);
    if (keys == NULL) return -1;
    Object *it = obj_iter(keys);
    DECREF(keys);
    if (it == NULL) return -1;
    Object *k;
    while ((k = iter_next(it)) != NULL) {
        Object *v = obj_getitem(m, k);
        int r = v ? dict_set(d, k, v) : -1;
        XDECREF(v);
        DECREF(k);
        if (r < 0) {
            DECREF(it);
            return -1;
        }
    }
    DECREF(it);
    return err_occurred() ? -1 : 0;
}

/* CPython's dict_merge rule: a dict that keeps dict's __iter__ (exact, or
 * a subclass overriding neither it) is copied from its own table, whatever
 * its keys() or __getitem__ say. */
int dict_update(Object *d, Object *other)
{
    if (is_dict(other) && TYPE(other)->iter == Dict_Type.iter) {
        if (other == d) return 0;
        ssize_t n;
        Snap *s = snapshot(other, &n);
        if (s == NULL) return -1;
        return merge_snapshot(d, s, n);
    }
    Object *keys = obj_lookup_attr(other, STR_ID("keys"));
    if (keys != NULL) {
        DECREF(keys);
        return merge_mapping(d, other);
    }
    if (err_occurred()) return -1;
    return merge_pairs(d, other);
}

Object *dict_copy(Object *d)
{
    if (TYPE(d)->iter != Dict_Type.iter) {
        /* a subclass overriding __iter__: read through keys() and
         * __getitem__, as CPython's PyDict_Copy (dict_merge) does */
        Object *r = dict_new();
        if (r != NULL && dict_update(r, d) < 0) CLEAR(r);
        return r;
    }
    ssize_t n;
    Snap *s = snapshot(d, &n);
    if (s == NULL) return NULL;
    Object *r = dict_new_presized(n);
    if (r == NULL) {
        free_snapshot(s, n);
        return NULL;
    }
    if (merge_snapshot(r, s, n) < 0) {
        DECREF(r);
        return NULL;
    }
    return r;
}

/* ---- the dict type ---------------------------------------------------------- */

/* Empty d.  dying: d's count reached 0 or d is unreachable garbage, so no
 * reader can reach it and everything is released at once. */
static void clear_all(Object *d, bool dying)
{
    /* A dying dict has no reference left, so no other thread can reach it
     * (a lock-free reader that found it earlier counted it first): no
     * lock, and no new version, as nobody will look again -- except a
     * class's dict, whose change must still move the class epoch (bump). */
    bool quiet = dying && !D(d)->class_dict;
    if (!quiet) obj_lock(d);
    bool sh = !dying && writer_shared(D(d));
    DictKeys *k = D(d)->keys;
    st_keys(D(d), NULL);
    size_store(&D(d)->used, 0);
    if (!quiet) {
        bump(D(d));
        obj_unlock(d);
    }
    if (k == NULL) return;
    /* unpublished: a lock-free reader may still probe it, nobody writes it */
    DictEntry *ep = dk_entries(k);
    for (ssize_t i = 0; i < k->nentries; i++) {
        if (ep[i].key == NULL) continue;
        release_ref(ep[i].key, sh);
        release_ref(ep[i].value, sh);
    }
    if (sh) qsbr_free_later(k);
    else free(k);
}

static void dict_dealloc(Object *o)
{
    clear_all(o, true);
    obj_free(o);
}

/* The collector calls this with the world stopped: no lock. */
static int dict_traverse(Object *o, VisitFunc visit, void *arg)
{
    DictKeys *k = D(o)->keys;
    if (k == NULL) return 0;
    DictEntry *ep = dk_entries(k);
    for (ssize_t i = 0; i < k->nentries; i++) {
        if (ep[i].key == NULL) continue;
        if (visit(ep[i].key, arg) || visit(ep[i].value, arg)) return 1;
    }
    return 0;
}

/* The collector clears unreachable dicts only: no reader can reach one. */
static int dict_gc_clear(Object *o)
{
    clear_all(o, true);
    return 0;
}

static Object *dict_repr(Object *o)
{
    if (D(o)->used == 0) return str_from_cstr("{}");
    int r = repr_enter(o);
    if (r != 0) return r < 0 ? NULL : str_from_cstr("{...}");
    StrBuilder sb;
    sb_init(&sb);
    if (sb_add(&sb, "{", 1) < 0) goto fail;
    ssize_t pos = 0;
    Object *k, *v;
    for (bool first = true; dict_entry_at(o, &pos, &k, &v, NULL); first = false) {
        int e = (!first && sb_add(&sb, ", ", 2) < 0) || sb_add_repr(&sb, k) < 0 || sb_add(&sb, ": ", 2) < 0 ||
                sb_add_repr(&sb, v) < 0;
        DECREF(k);
        DECREF(v);
        if (e) goto fail;
    }
    if (sb_add(&sb, "}", 1) < 0) goto fail;
    repr_leave(o);
    return sb_finish(&sb);
fail:
    repr_leave(o);
    sb_discard(&sb);
    return NULL;
}

/* a == b for two dicts: same length, and every key of a maps to an equal
 * value in b.  1, 0 or -1. */
static int dict_equal(Object *a, Object *b)
{
    if (D(a)->used != D(b)->used) return 0;
    ssize_t pos = 0, hash;
    Object *k, *v;
    while (dict_entry_at(a, &pos, &k, &v, &hash)) {
        Object *bv;
        int r = dict_lookup_known_hash(b, k, hash, &bv);
        DECREF(k);
        if (r <= 0) {
            DECREF(v);
            return r;
        }
        r = obj_richcompare_bool(v, bv, CMP_EQ);
        DECREF(v);
        DECREF(bv);
        if (r <= 0) return r;
    }
    return 1;
}

static Object *dict_richcompare(Object *a, Object *b, int op)
{
    if (!is_dict(b) || (op != CMP_EQ && op != CMP_NE)) return NotImplemented;
    int r = dict_equal(a, b);
    if (r < 0) return NULL;
    return bool_from((r == 1) == (op == CMP_EQ));
}

static ssize_t dict_length(Object *o) { return size_load(&D(o)->used); }

static Object *dict_subscript(Object *o, Object *key)
{
    ssize_t hash = key_hash(key);
    if (hash == -1) return NULL;
    ssize_t ix = DKIX_EMPTY;
    Object *v = NULL;
    int r = reader_lockfree(D(o)) ? lf_find(D(o), key, hash, &v, NULL) : -1;
    if (r == 1) return NEWREF(v);
    if (r < 0) {
        obj_lock(o);
        ix = lookup(D(o), key, hash);
        v = ix >= 0 ? NEWREF(dk_entries(D(o)->keys)[ix].value) : NULL;
        obj_unlock(o);
    }
    if (ix == DKIX_EMPTY) {
        /* a subclass's __missing__ */
        if (TYPE(o) != &Dict_Type) {
            Object *missing = obj_lookup_special(o, STR_ID("__missing__"));
            if (missing != NULL) {
                Object *r = obj_call1(missing, key);
                DECREF(missing);
                return r;
            }
            if (err_occurred()) return NULL;
        }
        return err_set_object(&Exc_KeyError, key);
    }
    return v;
}

static int dict_ass_subscript(Object *o, Object *key, Object *v)
{
    if (v != NULL) return dict_set(o, key, v);
    return dict_del(o, key);
}

static int dict_contains_slot(Object *o, Object *key) { return dict_contains(o, key); }

static Object *dict_or(Object *a, Object *b)
{
    if (!is_dict(a) || !is_dict(b)) return NotImplemented;
    Object *r = dict_copy(a);
    if (r == NULL) return NULL;
    if (dict_update(r, b) < 0) {
        DECREF(r);
        return NULL;
    }
    return r;
}

static Object *dict_ior(Object *a, Object *b)
{
    if (dict_update(a, b) < 0) return NULL;
    return NEWREF(a);
}

/* ---- methods ----------------------------------------------------------------- */

static Object *dict_get_meth(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("get", kwnames) < 0 || args_count("get", nargs, 1, 2) < 0) return NULL;
    Object *v = dict_get(self, args[0]);
    if (v != NULL || err_occurred()) return v;
    return NEWREF(nargs == 2 ? args[1] : None);
}

static Object *dict_setdefault(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("setdefault", kwnames) < 0 || args_count("setdefault", nargs, 1, 2) < 0) return NULL;
    Object *key = args[0], *dflt = nargs == 2 ? args[1] : None;
    ssize_t hash = key_hash(key);
    if (hash == -1) return NULL;
    obj_lock(self);
    ssize_t ix = lookup(D(self), key, hash);
    if (ix >= 0) {
        Object *v = NEWREF(dk_entries(D(self)->keys)[ix].value);
        obj_unlock(self);
        return v;
    }
    if (ix == DKIX_ERROR) {
        obj_unlock(self);
        return NULL;
    }
    /* absent (lookup ran again inside insert: the key may have appeared
     * meanwhile; insert then replaces, as CPython's setdefault may not) */
    Object *g[2];
    INCREF(key);
    INCREF(dflt);
    INCREF(dflt); /* the result */
    bool sh = writer_shared(D(self));
    int r = insert(D(self), key, hash, dflt, g);
    obj_unlock(self);
    if (r < 0) XDECREF(g[0]);
    else release_ref(g[0], sh);
    XDECREF(g[1]);
    if (r < 0) {
        DECREF(dflt);
        return NULL;
    }
    return dflt;
}

static Object *dict_pop(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("pop", kwnames) < 0 || args_count("pop", nargs, 1, 2) < 0) return NULL;
    ssize_t hash = key_hash(args[0]);
    if (hash == -1) return NULL;
    Object *v;
    int r = pop_known_hash(self, args[0], hash, &v);
    if (r < 0) return NULL;
    if (r == 1) return v;
    if (nargs == 2) return NEWREF(args[1]);
    return err_set_object(&Exc_KeyError, args[0]);
}

static Object *dict_popitem(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    if (args_no_kw("dict.popitem", kwnames) < 0 || args_count("dict.popitem", nargs, 0, 0) < 0) return NULL;
    Object *t = tuple_new(2);
    if (t == NULL) return NULL;
    obj_lock(self);
    DictObject *d = D(self);
    if (d->used == 0) {
        obj_unlock(self);
        DECREF(t);
        return err_set_object(&Exc_KeyError, STR_ID("popitem(): dictionary is empty"));
    }
    DictKeys *k = d->keys;
    DictEntry *ep = dk_entries(k);
    ssize_t i = k->nentries - 1;
    while (ep[i].key == NULL) i--;
    Object *key, *value;
    bool sh = writer_shared(d);
    remove_entry(d, i, &key, &value);
    /* The popped entry is the last one: reuse it (the index keeps a DUMMY),
     * unless a lock-free reader may still be reading it (it could then pair
     * this key with the next entry's value). */
    if (!sh) k->nentries = i;
    obj_unlock(self);
    if (sh) {
        /* the tuple may die at once; readers may still INCREF these */
        INCREF(key);
        INCREF(value);
        qsbr_decref_later(key);
        qsbr_decref_later(value);
    }
    tuple_items(t)[0] = key;
    tuple_items(t)[1] = value;
    return t;
}

/* The keyword arguments of dict(**kw) / d.update(**kw). */
static int update_kwargs(Object *d, Object *const *args, ssize_t nargs, Object *kwnames)
{
    ssize_t nkw = kwnames ? tuple_len(kwnames) : 0;
    for (ssize_t i = 0; i < nkw; i++)
        if (dict_set(d, tuple_get(kwnames, i), args[nargs + i]) < 0) return -1;
    return 0;
}

static Object *dict_update_meth(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_count("update", nargs, 0, 1) < 0) return NULL;
    if (nargs == 1 && dict_update(self, args[0]) < 0) return NULL;
    if (update_kwargs(self, args, nargs, kwnames) < 0) return NULL;
    return None;
}

static Object *dict_copy_meth(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    if (args_no_kw("dict.copy", kwnames) < 0 || args_count("dict.copy", nargs, 0, 0) < 0) return NULL;
    return dict_copy(self);
}

static Object *dict_clear_meth(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    if (args_no_kw("dict.clear", kwnames) < 0 || args_count("dict.clear", nargs, 0, 0) < 0) return NULL;
    clear_all(self, false);
    return None;
}

/* dict.fromkeys(iterable, value=None): a classmethod. */
static Object *dict_fromkeys(Object *cls, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("fromkeys", kwnames) < 0 || args_count("fromkeys", nargs, 1, 2) < 0) return NULL;
    Object *value = nargs == 2 ? args[1] : None;
    Object *d = (Type *)cls == &Dict_Type ? dict_new() : obj_call0(cls);
    if (d == NULL) return NULL;
    Object *it = obj_iter(args[0]);
    if (it == NULL) {
        DECREF(d);
        return NULL;
    }
    Object *k;
    while ((k = iter_next(it)) != NULL) {
        /* a subclass's __setitem__ is honoured (CPython: PyDict_CheckExact) */
        int r = is_dict_exact(d) ? dict_set(d, k, value) : obj_setitem(d, k, value);
        DECREF(k);
        if (r < 0) break;
    }
    DECREF(it);
    if (err_occurred()) {
        DECREF(d);
        return NULL;
    }
    return d;
}

static Object *dict_getitem_meth(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("dict.__getitem__", kwnames) < 0 || args_count("dict.__getitem__", nargs, 1, 1) < 0)
        return NULL;
    return dict_subscript(self, args[0]);
}

static Object *dict_contains_meth(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("dict.__contains__", kwnames) < 0 || args_count("dict.__contains__", nargs, 1, 1) < 0)
        return NULL;
    int r = dict_contains(self, args[0]);
    return r < 0 ? NULL : bool_from(r);
}

/* dict.__init__(...) for subclasses whose __init__ calls it. */
static Object *dict_init_meth(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    return dict_update_meth(self, args, nargs, kwnames);
}

static const MethodDef dict_methods[] = {
    {"__class_getitem__", genericalias_class_getitem, METH_CLASS},
    {"keys", dict_keys_meth, METH_DEFAULT},
    {"values", dict_values_meth, METH_DEFAULT},
    {"items", dict_items_meth, METH_DEFAULT},
    {"get", dict_get_meth, METH_DEFAULT},
    {"setdefault", dict_setdefault, METH_DEFAULT},
    {"pop", dict_pop, METH_DEFAULT},
    {"popitem", dict_popitem, METH_DEFAULT},
    {"update", dict_update_meth, METH_DEFAULT},
    {"copy", dict_copy_meth, METH_DEFAULT},
    {"clear", dict_clear_meth, METH_DEFAULT},
    {"fromkeys", dict_fromkeys, METH_CLASS},
    {"__getitem__", dict_getitem_meth, METH_DEFAULT},
    {"__contains__", dict_contains_meth, METH_DEFAULT},
    {"__reversed__", dict_reversed_meth, METH_DEFAULT},
    {"__init__", dict_init_meth, METH_DEFAULT},
    {NULL, NULL, 0},
};

/* dict(), dict(mapping or pairs), dict(**kw) */
static Object *dict_type_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames)
{
    Type *t = (Type *)type;
    size_t size = t->basicsize > sizeof(DictObject) ? t->basicsize : sizeof(DictObject);
    if (t != &Dict_Type && subtype_has_own_init(t)) {
        Object *d = obj_alloc(t, size);
        if (d != NULL) bump(D(d));
        return d;
    }
    if (args_count("dict", nargs, 0, 1) < 0) return NULL;
    Object *d = t == &Dict_Type ? dict_new() : obj_alloc(t, size);
    if (d == NULL) return NULL;
    bump(D(d));
    if ((nargs == 1 && dict_update(d, args[0]) < 0) || update_kwargs(d, args, nargs, kwnames) < 0) {
        DECREF(d);
        return NULL;
    }
    return d;
}

Type Dict_Type = {
    TYPE_HEAD_INIT,
    .name = "dict",
    .basicsize = sizeof(DictObject),
    .flags = TPF_GC | TPF_BASETYPE | TPF_DICT_SUBCLASS,
    .dealloc = dict_dealloc,
    .traverse = dict_traverse,
    .clear = dict_gc_clear,
    .repr = dict_repr,
    .richcompare = dict_richcompare,
    .new = dict_type_new,
    .iter = dict_iter,
    .nb_or = dict_or,
    .nb_inplace_or = dict_ior,
    .len = dict_length,
    .getitem = dict_subscript,
    .setitem = dict_ass_subscript,
    .contains = dict_contains_slot,
    .methods = dict_methods,
};
