/* set.c: set and frozenset, with CPython 3.11's table, slot for slot.
 *
 * The idea (Objects/setobject.c, Raymond Hettinger).  A set is an open
 * addressing table of (key, hash) entries, 8 slots to start with, held
 * inside the object.  A probe looks at slot hash & mask and the 9 slots
 * after it (LINEAR_PROBES: neighbours share a cache line), then jumps to
 * i = 5*i + 1 + perturb with perturb >>= 5, so every bit of the hash is
 * eventually used.  Removing a key leaves a *dummy* (hash -1) so probe
 * chains stay intact; `fill` counts active + dummy slots, `used` active
 * ones.  When an insertion into a never-used slot makes fill*5 >= mask*3,
 * the table is rebuilt at the smallest power of two above used*4 (used*2
 * past 50000 items), dropping the dummies.
 *
 * Why reproduce it exactly: a set prints in table order.  With CPython's
 * int hashes (hash(n) == n for small n, hash(-1) == -2) and exactly these
 * rules -- including which dummy a new key reuses (the last one met on the
 * probe path), the presizing done by update() from a set or a dict, and
 * the operations that iterate the smaller operand -- `print({3, 1, 2})`,
 * set algebra results and set.pop() give CPython's output for ints and
 * tuples of ints.  (str hashes are randomised in CPython, so no program can
 * depend on their order.)
 *
 * Thread safety (docs/container-locking.md).  A set's table, fill, used, mask
 * and finger are read and written only with its ob_mutex held.  Hashes
 * are computed before locking; a key comparison that may run arbitrary
 * code (anything but small ints and exact strs) is done with the lock
 * released, and the probe restarts if the set's `version` moved meanwhile
 * (CPython's "the comparison mutated the set" restart).  Keys removed under
 * the lock are released after unlocking.  An operation that reads a second
 * set (union, intersection...) works from a snapshot of it taken under
 * that set's lock, so no thread ever holds two set locks.  len() reads
 * `used` without the lock (an aligned word: some size the set had).  A frozenset is
 * complete before anyone else can see it and never changes afterwards:
 * reading it needs no lock and no snapshot.
 */
#include <stdlib.h>
#include <string.h>

#include "runtime/api.h"
#include "runtime/containers.h"
#include "runtime/lock.h"

#define SET_MINSIZE 8
#define LINEAR_PROBES 9
#define PERTURB_SHIFT 5

typedef struct {
    Object *key;  /* NULL: never used; &dummy_obj: deleted */
    ssize_t hash; /* 0 when unused, -1 when deleted */
} SetEntry;

typedef struct {
    Object ob;
    ssize_t fill;   /* active + dummy slots */
    ssize_t used;   /* active slots */
    ssize_t mask;   /* table size - 1 */
    SetEntry *table;
    ssize_t hash;   /* frozenset only: cached hash, -1 until computed */
    ssize_t finger; /* where pop() looks next */
    uint64_t version; /* bumped by every mutation (restarts of lookups) */
    SetEntry smalltable[SET_MINSIZE];
} SetObject;

#define S(o) ((SetObject *)(o))

/* The marker of a deleted slot; never compared (its hash is -1). */
static Object dummy_obj = OBJECT_HEAD_INIT(&Object_Type);
#define dummy (&dummy_obj)

static inline bool is_frozen(Object *o) { return TYPE(o) == &FrozenSet_Type || type_is_subtype(TYPE(o), &FrozenSet_Type); }
static inline bool is_anyset(Object *o) { return is_set_or_frozen(o) || type_is_subtype(TYPE(o), &Set_Type) || type_is_subtype(TYPE(o), &FrozenSet_Type); }

/* A frozenset needs no lock (see above); a set does. */
static inline void lock(Object *o)
{
    if (TYPE(o) != &FrozenSet_Type) obj_lock(o);
}
static inline void unlock(Object *o)
{
    if (TYPE(o) != &FrozenSet_Type) obj_unlock(o);
}

/* ---- the table (all with the lock held) --------------------------------------- */

/* Index of the slot holding key, -1 if absent, -2 on a comparison error.
 * May release and retake the lock to compare keys (see the essay). */
static ssize_t lookkey(SetObject *so, Object *key, ssize_t hash)
{
restart:;
    SetEntry *table = so->table;
    size_t mask = (size_t)so->mask, perturb = (size_t)hash, i = (size_t)hash & mask;
    for (;;) {
        SetEntry *entry = &table[i];
        int probes = (i + LINEAR_PROBES <= mask) ? LINEAR_PROBES : 0;
        do {
            if (entry->hash == 0 && entry->key == NULL) return -1;
            if (entry->hash == hash) {
                Object *startkey = entry->key;
                int c = key_eq_locked(startkey, key);
                if (c == -2) {
                    uint64_t version = so->version;
                    INCREF(startkey);
                    unlock((Object *)so);
                    c = obj_richcompare_bool(startkey, key, CMP_EQ);
                    DECREF(startkey);
                    lock((Object *)so);
                    if (c < 0) return -2;
                    if (so->version != version || so->table != table) goto restart;
                }
                if (c > 0) return entry - table;
            }
            entry++;
        } while (probes--);
        perturb >>= PERTURB_SHIFT;
        i = (i * 5 + 1 + perturb) & mask;
    }
}

/* Put a key known to be absent into a table without dummies. */
static void insert_clean(SetEntry *table, size_t mask, Object *key, ssize_t hash)
{
    size_t perturb = (size_t)hash, i = (size_t)hash & mask;
    SetEntry *entry;
    for (;;) {
        entry = &table[i];
        if (entry->key == NULL) goto found_null;
        if (i + LINEAR_PROBES <= mask) {
            for (int j = 0; j < LINEAR_PROBES; j++) {
                entry++;
                if (entry->key == NULL) goto found_null;
            }
        }
        perturb >>= PERTURB_SHIFT;
        i = (i * 5 + 1 + perturb) & mask;
    }
found_null:
    entry->key = key;
    entry->hash = hash;
}

/* Rebuild the table at the smallest power of two > minused. */
static int table_resize(SetObject *so, ssize_t minused)
{
    size_t newsize = SET_MINSIZE;
    while (newsize <= (size_t)minused) newsize <<= 1;
    SetEntry *oldtable = so->table, *newtable;
    size_t oldmask = (size_t)so->mask;
    bool old_malloced = oldtable != so->smalltable;
    SetEntry small_copy[SET_MINSIZE];
    if (newsize == SET_MINSIZE) {
        newtable = so->smalltable;
        if (newtable == oldtable) {
            if (so->fill == so->used) return 0; /* no dummies: nothing to do */
            memcpy(small_copy, oldtable, sizeof small_copy);
            oldtable = small_copy;
        }
    } else {
        newtable = malloc(newsize * sizeof(SetEntry));
        if (newtable == NULL) {
            err_no_memory();
            return -1;
        }
    }
    memset(newtable, 0, newsize * sizeof(SetEntry));
    size_store(&so->mask, (ssize_t)newsize - 1);
    so->table = newtable;
    so->version++;
    if (so->fill == so->used) {
        for (size_t i = 0; i <= oldmask; i++)
            if (oldtable[i].key != NULL) insert_clean(newtable, newsize - 1, oldtable[i].key, oldtable[i].hash);
    } else {
        size_store(&so->fill, so->used);
        for (size_t i = 0; i <= oldmask; i++)
            if (oldtable[i].key != NULL && oldtable[i].key != dummy)
                insert_clean(newtable, newsize - 1, oldtable[i].key, oldtable[i].hash);
    }
    if (old_malloced) free(oldtable);
    return 0;
}

static inline int grow(SetObject *so) { return table_resize(so, so->used > 50000 ? so->used * 2 : so->used * 4); }

/* Add key (stolen).  1 added, 0 already there, -1 error.  *garbage gets a
 * reference to release after unlocking (the key when not stored). */
static int add_entry(SetObject *so, Object *key, ssize_t hash, Object **garbage)
{
    *garbage = NULL;
restart:;
    SetEntry *table = so->table, *freeslot = NULL, *entry;
    size_t mask = (size_t)so->mask, perturb = (size_t)hash, i = (size_t)hash & mask;
    for (;;) {
        entry = &table[i];
        int probes = (i + LINEAR_PROBES <= mask) ? LINEAR_PROBES : 0;
        do {
            if (entry->hash == 0 && entry->key == NULL) goto found_unused_or_dummy;
            if (entry->hash == hash) {
                Object *startkey = entry->key;
                int c = key_eq_locked(startkey, key);
                if (c == -2) {
                    uint64_t version = so->version;
                    INCREF(startkey);
                    unlock((Object *)so);
                    c = obj_richcompare_bool(startkey, key, CMP_EQ);
                    DECREF(startkey);
                    lock((Object *)so);
                    if (c < 0) {
                        *garbage = key;
                        return -1;
                    }
                    if (so->version != version || so->table != table) goto restart;
                }
                if (c > 0) {
                    *garbage = key;
                    return 0;
                }
            } else if (entry->hash == -1) {
                freeslot = entry; /* CPython 3.11 reuses the last dummy on the path */
            }
            entry++;
        } while (probes--);
        perturb >>= PERTURB_SHIFT;
        i = (i * 5 + 1 + perturb) & mask;
    }
found_unused_or_dummy:
    so->version++;
    if (freeslot != NULL) {
        size_store(&so->used, so->used + 1);
        freeslot->key = key;
        freeslot->hash = hash;
        return 1;
    }
    size_store(&so->fill, so->fill + 1);
    size_store(&so->used, so->used + 1);
    entry->key = key;
    entry->hash = hash;
    if ((size_t)so->fill * 5 < mask * 3) return 1;
    /* The key is stored whatever happens now: a failed resize leaves a
     * fuller table, still valid (fill < size). */
    if (grow(so) < 0) err_clear();
    return 1;
}

/* Remove key: 1 removed (*old = its reference, release after unlocking),
 * 0 absent, -1 error. */
static int discard_entry(SetObject *so, Object *key, ssize_t hash, Object **old)
{
    ssize_t i = lookkey(so, key, hash);
    if (i < 0) return i == -1 ? 0 : -1;
    SetEntry *e = &so->table[i];
    *old = e->key;
    e->key = dummy;
    e->hash = -1;
    size_store(&so->used, so->used - 1);
    so->version++;
    return 1;
}

/* ---- locked single-key operations ------------------------------------------------ */

static int add_known_hash(Object *s, Object *key, ssize_t hash)
{
    Object *garbage;
    INCREF(key);
    lock(s);
    int r = add_entry(S(s), key, hash, &garbage);
    unlock(s);
    XDECREF(garbage);
    return r < 0 ? -1 : 0;
}

static int contains_known_hash(Object *s, Object *key, ssize_t hash)
{
    lock(s);
    ssize_t i = lookkey(S(s), key, hash);
    unlock(s);
    return i >= 0 ? 1 : i == -1 ? 0 : -1;
}

static int discard_known_hash(Object *s, Object *key, ssize_t hash)
{
    Object *old = NULL;
    lock(s);
    int r = discard_entry(S(s), key, hash, &old);
    unlock(s);
    XDECREF(old);
    return r;
}

/* The hash of a key for lookups: a set key is looked up as a frozenset
 * (CPython: {1} in {frozenset({1})} is True).  *tmp receives that
 * temporary frozenset (release it), else NULL. */
static ssize_t lookup_hash(Object *key, Object **tmp)
{
    *tmp = NULL;
    ssize_t h = key_hash(key);
    if (h != -1 || !is_anyset(key) || !err_matches(&Exc_TypeError)) return h;
    err_clear();
    *tmp = frozenset_new(key);
    if (*tmp == NULL) return -1;
    return key_hash(*tmp);
}

/* ---- snapshots of another set ---------------------------------------------------- */

/* A view of a set's table that cannot change under us: a frozenset's own
 * table (immutable), or a copy of a set's table with its keys INCREF'd. */
typedef struct {
    SetEntry *table;
    ssize_t mask, fill, used;
    bool copied;
} Snap;

static int snap_take(Object *s, Snap *sn)
{
    if (TYPE(s) == &FrozenSet_Type) {
        sn->table = S(s)->table;
        sn->mask = S(s)->mask;
        sn->fill = S(s)->fill;
        sn->used = size_load(&S(s)->used);
        sn->copied = false;
        return 0;
    }
    for (;;) {
        ssize_t mask = size_load(&S(s)->mask); /* a guess, checked under the lock */
        SetEntry *t = malloc((size_t)(mask + 1) * sizeof(SetEntry));
        if (t == NULL) {
            err_no_memory();
            return -1;
        }
        obj_lock(s);
        if (S(s)->mask != mask) {
            obj_unlock(s);
            free(t);
            continue;
        }
        memcpy(t, S(s)->table, (size_t)(mask + 1) * sizeof(SetEntry));
        for (ssize_t i = 0; i <= mask; i++)
            if (t[i].key != NULL && t[i].key != dummy) INCREF(t[i].key);
        sn->fill = S(s)->fill;
        sn->used = size_load(&S(s)->used);
        obj_unlock(s);
        sn->table = t;
        sn->mask = mask;
        sn->copied = true;
        return 0;
    }
}

static void snap_release(Snap *sn)
{
    if (!sn->copied) return;
    for (ssize_t i = 0; i <= sn->mask; i++)
        if (sn->table[i].key != NULL && sn->table[i].key != dummy) DECREF(sn->table[i].key);
    free(sn->table);
}

/* Walk a snapshot: the next active entry at or after *pos. */
static bool snap_next(Snap *sn, ssize_t *pos, SetEntry **e)
{
    for (ssize_t i = *pos; i <= sn->mask; i++) {
        if (sn->table[i].key != NULL && sn->table[i].key != dummy) {
            *pos = i + 1;
            *e = &sn->table[i];
            return true;
        }
    }
    *pos = sn->mask + 1;
    return false;
}

/* New ref: a list of the keys of set / frozenset s in iteration order,
 * taken from one snapshot (list(s) sees one state of a set that other
 * threads mutate, as in CPython). */
Object *set_to_list(Object *s)
{
    Snap sn;
    if (snap_take(s, &sn) < 0) return NULL;
    Object *l = list_new(sn.used);
    if (l != NULL) {
        ssize_t pos = 0, i = 0;
        SetEntry *e;
        while (i < sn.used && snap_next(&sn, &pos, &e)) ((ListObject *)l)->items[i++] = NEWREF(e->key);
    }
    snap_release(&sn);
    return l;
}

/* ---- construction and update ---------------------------------------------------------- */

static Object *alloc_set(Type *t)
{
    size_t size = t->basicsize > sizeof(SetObject) ? t->basicsize : sizeof(SetObject);
    SetObject *so = (SetObject *)obj_alloc(t, size);
    if (so == NULL) return NULL;
    so->mask = SET_MINSIZE - 1;
    so->table = so->smalltable;
    so->hash = -1;
    return (Object *)so;
}

/* s |= other where other is a set or frozenset (CPython's set_merge). */
static int merge_set(Object *s, Object *other)
{
    if (other == s) return 0;
    Snap sn;
    if (snap_take(other, &sn) < 0) return -1;
    int res = 0;
    if (sn.used == 0) goto done;
    lock(s);
    SetObject *so = S(s);
    if ((so->fill + sn.used) * 5 >= so->mask * 3) {
        if (table_resize(so, (so->used + sn.used) * 2) < 0) {
            unlock(s);
            res = -1;
            goto done;
        }
    }
    so->version++;
    if (so->fill == 0 && so->mask == sn.mask && sn.fill == sn.used) {
        /* same size, no dummies: copy slot for slot */
        for (ssize_t i = 0; i <= sn.mask; i++) {
            Object *key = sn.table[i].key;
            if (key != NULL) {
                so->table[i].key = NEWREF(key);
                so->table[i].hash = sn.table[i].hash;
            }
        }
        size_store(&so->fill, sn.fill);
        size_store(&so->used, sn.used);
        unlock(s);
        goto done;
    }
    if (so->fill == 0) {
        size_store(&so->fill, sn.used);
        size_store(&so->used, sn.used);
        for (ssize_t i = 0; i <= sn.mask; i++) {
            Object *key = sn.table[i].key;
            if (key != NULL && key != dummy) insert_clean(so->table, (size_t)so->mask, NEWREF(key), sn.table[i].hash);
        }
        unlock(s);
        goto done;
    }
    unlock(s);
    /* We can't be sure there are no duplicates: normal insertions. */
    ssize_t pos = 0;
    SetEntry *e;
    while (res == 0 && snap_next(&sn, &pos, &e)) res = add_known_hash(s, e->key, e->hash);
done:
    snap_release(&sn);
    return res;
}

/* s |= d.keys() for a dict: presize, then add with the dict's hashes. */
static int merge_dict(Object *s, Object *d)
{
    Object **keys;
    ssize_t *hashes;
    ssize_t n = dict_snapshot_keys(d, &keys, &hashes);
    if (n < 0) return -1;
    int res = 0;
    lock(s);
    if ((S(s)->fill + n) * 5 >= S(s)->mask * 3) res = table_resize(S(s), (size_load(&S(s)->used) + n) * 2);
    unlock(s);
    for (ssize_t i = 0; res == 0 && i < n; i++) res = add_known_hash(s, keys[i], hashes[i]);
    for (ssize_t i = 0; i < n; i++) DECREF(keys[i]);
    free(keys);
    free(hashes);
    return res;
}

int set_update_from(Object *s, Object *other)
{
    if (is_anyset(other)) return merge_set(s, other);
    if (TYPE(other) == &Dict_Type) return merge_dict(s, other);
    Object *it = obj_iter(other);
    if (it == NULL) return -1;
    Object *key;
    while ((key = iter_next(it)) != NULL) {
        int r = set_add(s, key);
        DECREF(key);
        if (r < 0) {
            DECREF(it);
            return -1;
        }
    }
    DECREF(it);
    return err_occurred() ? -1 : 0;
}

int set_update(Object *s, Object *iterable) { return set_update_from(s, iterable); }

static Object *make_new_set(Type *t, Object *iterable)
{
    Object *s = alloc_set(t);
    if (s == NULL) return NULL;
    if (iterable != NULL && set_update_from(s, iterable) < 0) {
        DECREF(s);
        return NULL;
    }
    return s;
}

/* A new set or frozenset matching the kind of so (subclasses give the base). */
static Object *make_new_set_basetype(Object *so, Object *iterable)
{
    return make_new_set(is_frozen(so) ? &FrozenSet_Type : &Set_Type, iterable);
}

Object *set_new(Object *iterable) { return make_new_set(&Set_Type, iterable); }

Object *frozenset_new(Object *iterable) { return make_new_set(&FrozenSet_Type, iterable); }

int set_add(Object *s, Object *key)
{
    ssize_t hash = key_hash(key);
    if (hash == -1) return -1;
    return add_known_hash(s, key, hash);
}

int set_contains(Object *s, Object *key)
{
    if (is_small(key) || TYPE(key) == &Str_Type) return contains_known_hash(s, key, key_hash(key)); /* hashes never fail */
    Object *tmp;
    ssize_t hash = lookup_hash(key, &tmp);
    if (hash == -1) return -1;
    int r = contains_known_hash(s, tmp ? tmp : key, hash);
    XDECREF(tmp);
    return r;
}

int set_discard(Object *s, Object *key)
{
    Object *tmp;
    ssize_t hash = lookup_hash(key, &tmp);
    if (hash == -1) return -1;
    int r = discard_known_hash(s, tmp ? tmp : key, hash);
    XDECREF(tmp);
    return r;
}

ssize_t set_len(Object *s) { return size_load(&S(s)->used); }

/* Empty the set; the keys are released after unlocking. */
static void clear_all(Object *s)
{
    SetEntry small_copy[SET_MINSIZE];
    lock(s);
    SetObject *so = S(s);
    SetEntry *table = so->table;
    ssize_t n = so->mask + 1;
    bool malloced = table != so->smalltable;
    if (!malloced) {
        memcpy(small_copy, table, sizeof small_copy);
        table = small_copy;
    }
    memset(so->smalltable, 0, sizeof so->smalltable);
    so->table = so->smalltable;
    size_store(&so->mask, SET_MINSIZE - 1);
    size_store(&so->fill, 0);
    size_store(&so->used, 0);
    so->hash = -1;
    so->version++;
    unlock(s);
    for (ssize_t i = 0; i < n; i++)
        if (table[i].key != NULL && table[i].key != dummy) DECREF(table[i].key);
    if (malloced) free(table);
}

/* ---- the algebra (CPython's order of operations) --------------------------------------- */

static Object *set_copy_of(Object *so) { return make_new_set_basetype(so, so); }

/* so & other, one other. */
static Object *intersection(Object *so, Object *other)
{
    if (so == other) return set_copy_of(so);
    Object *result = make_new_set_basetype(so, NULL);
    if (result == NULL) return NULL;
    if (is_anyset(other)) {
        if (size_load(&S(other)->used) > size_load(&S(so)->used)) {
            Object *t = so;
            so = other;
            other = t;
        }
        Snap sn;
        if (snap_take(other, &sn) < 0) goto fail;
        ssize_t pos = 0;
        SetEntry *e;
        int r = 0;
        while (r >= 0 && snap_next(&sn, &pos, &e)) {
            r = contains_known_hash(so, e->key, e->hash);
            if (r > 0) r = add_known_hash(result, e->key, e->hash);
        }
        snap_release(&sn);
        if (r < 0) goto fail;
        return result;
    }
    Object *it = obj_iter(other);
    if (it == NULL) goto fail;
    Object *key;
    while ((key = iter_next(it)) != NULL) {
        ssize_t hash = key_hash(key);
        int r = hash == -1 ? -1 : contains_known_hash(so, key, hash);
        if (r > 0) r = add_known_hash(result, key, hash);
        DECREF(key);
        if (r < 0) break;
        if (size_load(&S(result)->used) >= size_load(&S(so)->used)) break;
    }
    DECREF(it);
    if (err_occurred()) goto fail;
    return result;
fail:
    DECREF(result);
    return NULL;
}

Object *set_intersection_with(Object *s, Object *iterable) { return intersection(s, iterable); }

/* so -= other, in place (CPython's set_difference_update_internal). */
static int difference_update(Object *so, Object *other)
{
    if (so == other) {
        clear_all(so);
        return 0;
    }
    if (is_anyset(other)) {
        Object *o = other;
        /* when other is much larger, discard only the common part */
        if ((size_load(&S(other)->used) >> 3) > size_load(&S(so)->used)) {
            o = intersection(so, other);
            if (o == NULL) return -1;
        } else {
            INCREF(o);
        }
        Snap sn;
        int r = snap_take(o, &sn);
        if (r == 0) {
            ssize_t pos = 0;
            SetEntry *e;
            while (r >= 0 && snap_next(&sn, &pos, &e)) r = discard_known_hash(so, e->key, e->hash);
            snap_release(&sn);
        }
        DECREF(o);
        if (r < 0) return -1;
    } else {
        Object *it = obj_iter(other);
        if (it == NULL) return -1;
        Object *key;
        while ((key = iter_next(it)) != NULL) {
            int r = set_discard(so, key);
            DECREF(key);
            if (r < 0) {
                DECREF(it);
                return -1;
            }
        }
        DECREF(it);
        if (err_occurred()) return -1;
    }
    /* more than 1/4 dummies: rebuild the table */
    lock(so);
    int r = 0;
    if ((size_t)(S(so)->fill - size_load(&S(so)->used)) > (size_t)S(so)->mask / 4) r = grow(S(so));
    unlock(so);
    return r;
}

int set_difference_update_from(Object *s, Object *iterable) { return difference_update(s, iterable); }

static Object *copy_and_difference(Object *so, Object *other)
{
    Object *result = set_copy_of(so);
    if (result == NULL) return NULL;
    if (difference_update(result, other) < 0) {
        DECREF(result);
        return NULL;
    }
    return result;
}

/* so - other, one other. */
static Object *difference(Object *so, Object *other)
{
    ssize_t other_size;
    if (is_anyset(other)) other_size = size_load(&S(other)->used);
    else if (TYPE(other) == &Dict_Type) other_size = dict_len(other);
    else return copy_and_difference(so, other);
    /* much larger than other: copy, then remove other's items */
    if ((size_load(&S(so)->used) >> 2) > other_size) return copy_and_difference(so, other);
    Object *result = make_new_set_basetype(so, NULL);
    if (result == NULL) return NULL;
    Snap sn;
    if (snap_take(so, &sn) < 0) {
        DECREF(result);
        return NULL;
    }
    ssize_t pos = 0;
    SetEntry *e;
    int r = 0;
    while (r >= 0 && snap_next(&sn, &pos, &e)) {
        if (TYPE(other) == &Dict_Type) {
            Object *v;
            r = dict_lookup_known_hash(other, e->key, e->hash, &v);
            XDECREF(v);
        } else {
            r = contains_known_hash(other, e->key, e->hash);
        }
        if (r == 0) r = add_known_hash(result, e->key, e->hash);
    }
    snap_release(&sn);
    if (r < 0) {
        DECREF(result);
        return NULL;
    }
    return result;
}

/* so ^= other, in place (CPython's set_symmetric_difference_update). */
static int symdiff_update(Object *so, Object *other)
{
    if (so == other) {
        clear_all(so);
        return 0;
    }
    if (TYPE(other) == &Dict_Type) {
        Object **keys;
        ssize_t *hashes;
        ssize_t n = dict_snapshot_keys(other, &keys, &hashes);
        if (n < 0) return -1;
        int r = 0;
        for (ssize_t i = 0; r >= 0 && i < n; i++) {
            r = discard_known_hash(so, keys[i], hashes[i]);
            if (r == 0) r = add_known_hash(so, keys[i], hashes[i]);
        }
        for (ssize_t i = 0; i < n; i++) DECREF(keys[i]);
        free(keys);
        free(hashes);
        return r < 0 ? -1 : 0;
    }
    Object *otherset = is_anyset(other) ? NEWREF(other) : make_new_set_basetype(so, other);
    if (otherset == NULL) return -1;
    Snap sn;
    int r = snap_take(otherset, &sn);
    if (r == 0) {
        ssize_t pos = 0;
        SetEntry *e;
        while (r >= 0 && snap_next(&sn, &pos, &e)) {
            r = discard_known_hash(so, e->key, e->hash);
            if (r == 0) r = add_known_hash(so, e->key, e->hash);
        }
        snap_release(&sn);
    }
    DECREF(otherset);
    return r < 0 ? -1 : 0;
}

int set_symdiff_update_from(Object *s, Object *iterable) { return symdiff_update(s, iterable); }

static Object *symmetric_difference(Object *so, Object *other)
{
    Object *result = make_new_set_basetype(so, other);
    if (result == NULL) return NULL;
    if (symdiff_update(result, so) < 0) {
        DECREF(result);
        return NULL;
    }
    return result;
}

/* Every item of so is in other (a set).  1, 0, -1. */
static int issubset(Object *so, Object *other)
{
    if (size_load(&S(so)->used) > size_load(&S(other)->used)) return 0;
    Snap sn;
    if (snap_take(so, &sn) < 0) return -1;
    ssize_t pos = 0;
    SetEntry *e;
    int r = 1;
    while (r == 1 && snap_next(&sn, &pos, &e)) r = contains_known_hash(other, e->key, e->hash);
    snap_release(&sn);
    return r;
}

/* Swap the contents of a (locked by the caller) and b (private). */
static void swap_bodies(SetObject *a, SetObject *b)
{
    ssize_t t;
    t = a->fill; size_store(&a->fill, b->fill); b->fill = t;
    t = a->used; size_store(&a->used, b->used); b->used = t;
    t = a->mask; size_store(&a->mask, b->mask); b->mask = t;
    SetEntry *u = a->table == a->smalltable ? b->smalltable : a->table;
    a->table = b->table == b->smalltable ? a->smalltable : b->table;
    b->table = u;
    if (a->table == a->smalltable || b->table == b->smalltable) {
        SetEntry tab[SET_MINSIZE];
        memcpy(tab, a->smalltable, sizeof tab);
        memcpy(a->smalltable, b->smalltable, sizeof tab);
        memcpy(b->smalltable, tab, sizeof tab);
    }
    a->hash = b->hash = -1;
    a->version++;
}

/* so = tmp's contents (steals tmp). */
static void replace_contents(Object *so, Object *tmp)
{
    lock(so);
    swap_bodies(S(so), S(tmp));
    unlock(so);
    DECREF(tmp); /* now holds so's old items */
}

/* ---- operators ------------------------------------------------------------------------- */

static Object *set_or(Object *a, Object *b)
{
    if (!is_anyset(a) || !is_anyset(b)) return NotImplemented;
    Object *r = set_copy_of(a);
    if (r == NULL) return NULL;
    if (a != b && set_update_from(r, b) < 0) {
        DECREF(r);
        return NULL;
    }
    return r;
}

static Object *set_and(Object *a, Object *b)
{
    if (!is_anyset(a) || !is_anyset(b)) return NotImplemented;
    return intersection(a, b);
}

static Object *set_sub(Object *a, Object *b)
{
    if (!is_anyset(a) || !is_anyset(b)) return NotImplemented;
    return difference(a, b);
}

static Object *set_xor(Object *a, Object *b)
{
    if (!is_anyset(a) || !is_anyset(b)) return NotImplemented;
    return symmetric_difference(a, b);
}

static Object *set_ior(Object *a, Object *b)
{
    if (!is_anyset(b)) return NotImplemented;
    if (set_update_from(a, b) < 0) return NULL;
    return NEWREF(a);
}

static Object *set_iand(Object *a, Object *b)
{
    if (!is_anyset(b)) return NotImplemented;
    Object *tmp = intersection(a, b);
    if (tmp == NULL) return NULL;
    replace_contents(a, tmp);
    return NEWREF(a);
}

static Object *set_isub(Object *a, Object *b)
{
    if (!is_anyset(b)) return NotImplemented;
    if (difference_update(a, b) < 0) return NULL;
    return NEWREF(a);
}

static Object *set_ixor(Object *a, Object *b)
{
    if (!is_anyset(b)) return NotImplemented;
    if (symdiff_update(a, b) < 0) return NULL;
    return NEWREF(a);
}

static Object *set_richcompare(Object *v, Object *w, int op)
{
    if (!is_anyset(w)) return NotImplemented;
    int r;
    switch (op) {
    case CMP_EQ:
    case CMP_NE:
        if (size_load(&S(v)->used) != size_load(&S(w)->used)) {
            r = 0;
        } else if (S(v)->hash != -1 && S(w)->hash != -1 && S(v)->hash != S(w)->hash) {
            r = 0;
        } else {
            r = issubset(v, w);
        }
        if (r >= 0 && op == CMP_NE) r = !r;
        break;
    case CMP_LE: r = issubset(v, w); break;
    case CMP_GE: r = issubset(w, v); break;
    case CMP_LT: r = size_load(&S(v)->used) < size_load(&S(w)->used) ? issubset(v, w) : 0; break;
    default: r = size_load(&S(v)->used) > size_load(&S(w)->used) ? issubset(w, v) : 0; break;
    }
    if (r < 0) return NULL;
    return bool_from(r);
}

static int set_contains_slot(Object *s, Object *key) { return set_contains(s, key); }

static ssize_t set_length(Object *s) { return size_load(&S(s)->used); }

/* CPython's frozenset_hash: xor of shuffled entry hashes, order-free. */
static size_t shuffle_bits(size_t h) { return ((h ^ 89869747UL) ^ (h << 16)) * 3644798167UL; }

static ssize_t frozenset_hash(Object *o)
{
    SetObject *so = S(o);
    ssize_t cached = __atomic_load_n(&so->hash, __ATOMIC_RELAXED);
    if (cached != -1) return cached;
    size_t hash = 0;
    for (ssize_t i = 0; i <= so->mask; i++) hash ^= shuffle_bits((size_t)so->table[i].hash);
    /* remove the effect of an odd number of NULL entries */
    if ((so->mask + 1 - so->fill) & 1) hash ^= shuffle_bits(0);
    /* remove the effect of an odd number of dummy entries */
    if ((so->fill - so->used) & 1) hash ^= shuffle_bits((size_t)-1);
    hash ^= ((size_t)so->used + 1) * 1927868237UL;
    hash ^= (hash >> 11) ^ (hash >> 25);
    hash = hash * 69069U + 907133923UL;
    if (hash == (size_t)-1) hash = 590923713UL;
    __atomic_store_n(&so->hash, (ssize_t)hash, __ATOMIC_RELAXED); /* racing writers store the same value */
    return (ssize_t)hash;
}

/* {1, 2} / set() / frozenset({1}) / MySet({1}) */
static Object *set_repr(Object *o)
{
    Type *t = TYPE(o);
    if (size_load(&S(o)->used) == 0) return str_from_format("%s()", t->name);
    int r = repr_enter(o);
    if (r != 0) return r < 0 ? NULL : str_from_format("%s(...)", t->name);
    Object *res = NULL;
    Object *keys = list_from_iterable(o);
    Object *lr = keys ? obj_repr(keys) : NULL;
    if (lr != NULL) {
        /* the list's repr, its brackets replaced by braces */
        StrBuilder sb;
        sb_init(&sb);
        bool plain = t == &Set_Type;
        if ((!plain && (sb_add_cstr(&sb, t->name) < 0 || sb_add(&sb, "(", 1) < 0)) || sb_add(&sb, "{", 1) < 0 ||
            sb_add(&sb, str_cstr(lr) + 1, (size_t)str_nbytes(lr) - 2) < 0 || sb_add(&sb, "}", 1) < 0 ||
            (!plain && sb_add(&sb, ")", 1) < 0))
            sb_discard(&sb);
        else
            res = sb_finish(&sb);
    }
    XDECREF(keys);
    XDECREF(lr);
    repr_leave(o);
    return res;
}

/* ---- methods --------------------------------------------------------------------------- */

#define NOARGS(name)                                                                                          \
    (void)args;                                                                                               \
    if (args_no_kw(name, kwnames) < 0 || args_count(name, nargs, 0, 0) < 0) return NULL
#define ONEARG(name)                                                                                          \
    if (args_no_kw(name, kwnames) < 0 || args_count(name, nargs, 1, 1) < 0) return NULL

static Object *m_add(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    ONEARG("set.add");
    return set_add(self, args[0]) < 0 ? NULL : None;
}

static Object *m_discard(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    ONEARG("set.discard");
    return set_discard(self, args[0]) < 0 ? NULL : None;
}

static Object *m_remove(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    ONEARG("set.remove");
    int r = set_discard(self, args[0]);
    if (r < 0) return NULL;
    if (r == 0) return err_set_object(&Exc_KeyError, args[0]);
    return None;
}

static Object *m_pop(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    NOARGS("set.pop");
    lock(self);
    SetObject *so = S(self);
    if (so->used == 0) {
        unlock(self);
        return err_set_object(&Exc_KeyError, STR_ID("pop from an empty set"));
    }
    SetEntry *entry = so->table + (so->finger & so->mask), *limit = so->table + so->mask;
    while (entry->key == NULL || entry->key == dummy) {
        entry++;
        if (entry > limit) entry = so->table;
    }
    Object *key = entry->key;
    entry->key = dummy;
    entry->hash = -1;
    size_store(&so->used, so->used - 1);
    so->finger = entry - so->table + 1;
    so->version++;
    unlock(self);
    return key;
}

static Object *m_clear(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    NOARGS("set.clear");
    clear_all(self);
    return None;
}

static Object *m_copy(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    NOARGS(is_frozen(self) ? "frozenset.copy" : "set.copy");
    if (TYPE(self) == &FrozenSet_Type) return NEWREF(self);
    return set_copy_of(self);
}

static Object *m_union(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("union", kwnames) < 0) return NULL;
    Object *r = set_copy_of(self);
    if (r == NULL) return NULL;
    for (ssize_t i = 0; i < nargs; i++) {
        if (args[i] != self && set_update_from(r, args[i]) < 0) {
            DECREF(r);
            return NULL;
        }
    }
    return r;
}

static Object *intersection_multi(Object *self, Object *const *args, ssize_t nargs)
{
    if (nargs == 0) return set_copy_of(self);
    Object *r = NEWREF(self);
    for (ssize_t i = 0; i < nargs; i++) {
        Object *n = intersection(r, args[i]);
        DECREF(r);
        if (n == NULL) return NULL;
        r = n;
    }
    return r;
}

static Object *m_intersection(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("intersection", kwnames) < 0) return NULL;
    return intersection_multi(self, args, nargs);
}

static Object *m_difference(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("difference", kwnames) < 0) return NULL;
    if (nargs == 0) return set_copy_of(self);
    Object *r = difference(self, args[0]);
    for (ssize_t i = 1; r != NULL && i < nargs; i++) {
        if (difference_update(r, args[i]) < 0) {
            DECREF(r);
            r = NULL;
        }
    }
    return r;
}

static Object *m_symmetric_difference(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    ONEARG("symmetric_difference");
    return symmetric_difference(self, args[0]);
}

static Object *m_update(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("update", kwnames) < 0) return NULL;
    for (ssize_t i = 0; i < nargs; i++)
        if (set_update_from(self, args[i]) < 0) return NULL;
    return None;
}

static Object *m_intersection_update(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("intersection_update", kwnames) < 0) return NULL;
    Object *tmp = intersection_multi(self, args, nargs);
    if (tmp == NULL) return NULL;
    replace_contents(self, tmp);
    return None;
}

static Object *m_difference_update(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("difference_update", kwnames) < 0) return NULL;
    for (ssize_t i = 0; i < nargs; i++)
        if (difference_update(self, args[i]) < 0) return NULL;
    return None;
}

static Object *m_symmetric_difference_update(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    ONEARG("symmetric_difference_update");
    return symdiff_update(self, args[0]) < 0 ? NULL : None;
}

static Object *m_issubset(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    ONEARG("issubset");
    Object *other = args[0];
    if (is_anyset(other)) {
        int r = issubset(self, other);
        return r < 0 ? NULL : bool_from(r);
    }
    Object *tmp = set_new(other);
    if (tmp == NULL) return NULL;
    int r = issubset(self, tmp);
    DECREF(tmp);
    return r < 0 ? NULL : bool_from(r);
}

static Object *m_issuperset(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    ONEARG("issuperset");
    Object *other = args[0];
    if (is_anyset(other)) {
        int r = issubset(other, self);
        return r < 0 ? NULL : bool_from(r);
    }
    Object *it = obj_iter(other);
    if (it == NULL) return NULL;
    Object *key;
    int r = 1;
    while (r == 1 && (key = iter_next(it)) != NULL) {
        r = set_contains(self, key);
        DECREF(key);
    }
    DECREF(it);
    if (r < 0 || err_occurred()) return NULL;
    return bool_from(r);
}

static Object *m_isdisjoint(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    ONEARG("isdisjoint");
    Object *so = self, *other = args[0];
    if (so == other) return bool_from(size_load(&S(so)->used) == 0);
    int r = 0;
    if (is_anyset(other)) {
        if (size_load(&S(other)->used) > size_load(&S(so)->used)) {
            Object *t = so;
            so = other;
            other = t;
        }
        Snap sn;
        if (snap_take(other, &sn) < 0) return NULL;
        ssize_t pos = 0;
        SetEntry *e;
        while (r == 0 && snap_next(&sn, &pos, &e)) r = contains_known_hash(so, e->key, e->hash);
        snap_release(&sn);
    } else {
        Object *it = obj_iter(other);
        if (it == NULL) return NULL;
        Object *key;
        while (r == 0 && (key = iter_next(it)) != NULL) {
            r = set_contains(so, key);
            DECREF(key);
        }
        DECREF(it);
        if (err_occurred()) r = -1;
    }
    if (r < 0) return NULL;
    return bool_from(!r);
}

static Object *m_contains(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    ONEARG("set.__contains__");
    int r = set_contains(self, args[0]);
    return r < 0 ? NULL : bool_from(r);
}

/* set.__init__(iterable=()) for subclasses whose __init__ calls it. */
static Object *m_init(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("set", kwnames) < 0 || args_count("set", nargs, 0, 1) < 0) return NULL;
    clear_all(self);
    if (nargs == 1 && set_update_from(self, args[0]) < 0) return NULL;
    return None;
}

static const MethodDef set_methods[] = {
    {"__class_getitem__", genericalias_class_getitem, METH_CLASS},
    {"add", m_add, METH_DEFAULT},
    {"discard", m_discard, METH_DEFAULT},
    {"remove", m_remove, METH_DEFAULT},
    {"pop", m_pop, METH_DEFAULT},
    {"clear", m_clear, METH_DEFAULT},
    {"copy", m_copy, METH_DEFAULT},
    {"union", m_union, METH_DEFAULT},
    {"intersection", m_intersection, METH_DEFAULT},
    {"difference", m_difference, METH_DEFAULT},
    {"symmetric_difference", m_symmetric_difference, METH_DEFAULT},
    {"update", m_update, METH_DEFAULT},
    {"intersection_update", m_intersection_update, METH_DEFAULT},
    {"difference_update", m_difference_update, METH_DEFAULT},
    {"symmetric_difference_update", m_symmetric_difference_update, METH_DEFAULT},
    {"issubset", m_issubset, METH_DEFAULT},
    {"issuperset", m_issuperset, METH_DEFAULT},
    {"isdisjoint", m_isdisjoint, METH_DEFAULT},
    {"__contains__", m_contains, METH_DEFAULT},
    {"__init__", m_init, METH_DEFAULT},
    {NULL, NULL, 0},
};

static const MethodDef frozenset_methods[] = {
    {"__class_getitem__", genericalias_class_getitem, METH_CLASS},
    {"copy", m_copy, METH_DEFAULT},
    {"union", m_union, METH_DEFAULT},
    {"intersection", m_intersection, METH_DEFAULT},
    {"difference", m_difference, METH_DEFAULT},
    {"symmetric_difference", m_symmetric_difference, METH_DEFAULT},
    {"issubset", m_issubset, METH_DEFAULT},
    {"issuperset", m_issuperset, METH_DEFAULT},
    {"isdisjoint", m_isdisjoint, METH_DEFAULT},
    {"__contains__", m_contains, METH_DEFAULT},
    {NULL, NULL, 0},
};

/* ---- types ------------------------------------------------------------------------------- */

static Object *set_type_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames)
{
    Type *t = (Type *)type;
    if (t != &Set_Type && subtype_has_own_init(t)) return alloc_set(t);
    if (args_no_kw("set", kwnames) < 0 || args_count("set", nargs, 0, 1) < 0) return NULL;
    return make_new_set(t, nargs ? args[0] : NULL);
}

static Object *frozenset_type_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames)
{
    Type *t = (Type *)type;
    if (args_no_kw("frozenset", kwnames) < 0 || args_count("frozenset", nargs, 0, 1) < 0) return NULL;
    if (t == &FrozenSet_Type && nargs == 1 && TYPE(args[0]) == &FrozenSet_Type) return NEWREF(args[0]);
    return make_new_set(t, nargs ? args[0] : NULL);
}

static void set_dealloc(Object *o)
{
    SetObject *so = S(o);
    for (ssize_t i = 0; i <= so->mask; i++)
        if (so->table[i].key != NULL && so->table[i].key != dummy) DECREF(so->table[i].key);
    if (so->table != so->smalltable) free(so->table);
    obj_free(o);
}

/* The collector runs with the world stopped: no lock. */
static int set_traverse(Object *o, VisitFunc visit, void *arg)
{
    SetObject *so = S(o);
    for (ssize_t i = 0; i <= so->mask; i++)
        if (so->table[i].key != NULL && so->table[i].key != dummy && visit(so->table[i].key, arg)) return 1;
    return 0;
}

static int set_gc_clear(Object *o)
{
    clear_all(o);
    return 0;
}

/* ---- iteration -------------------------------------------------------------------------- */

typedef struct {
    Object ob;
    Object *set;
    ssize_t used; /* the set's size at creation; -1 after a change */
    ssize_t pos;  /* next slot; -1 when exhausted */
    ssize_t len;
} SetIterObject;

static Object *set_iter(Object *o)
{
    SetIterObject *it = (SetIterObject *)obj_alloc(&SetIter_Type, sizeof(SetIterObject));
    if (it == NULL) return NULL;
    it->set = NEWREF(o);
    it->used = size_load(&S(o)->used);
    it->len = it->used;
    return (Object *)it;
}

static Object *setiter_next(Object *o)
{
    SetIterObject *it = (SetIterObject *)o;
    if (it->pos < 0) return NULL;
    Object *s = it->set;
    lock(s);
    SetObject *so = S(s);
    if (it->used != so->used) {
        unlock(s);
        it->used = -1;
        return err_set(&Exc_RuntimeError, "Set changed size during iteration");
    }
    ssize_t i = it->pos;
    while (i <= so->mask && (so->table[i].key == NULL || so->table[i].key == dummy)) i++;
    if (i > so->mask) {
        unlock(s);
        it->pos = -1;
        return NULL;
    }
    Object *key = NEWREF(so->table[i].key);
    unlock(s);
    it->pos = i + 1;
    it->len--;
    return key;
}

static void setiter_dealloc(Object *o)
{
    DECREF(((SetIterObject *)o)->set);
    obj_free(o);
}

static int setiter_traverse(Object *o, VisitFunc visit, void *arg) { return visit(((SetIterObject *)o)->set, arg); }

static Object *setiter_length_hint(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    NOARGS("__length_hint__");
    SetIterObject *it = (SetIterObject *)self;
    return int_from_i64(it->pos >= 0 && it->used == size_load(&S(it->set)->used) ? it->len : 0);
}

static const MethodDef setiter_methods[] = {
    {"__length_hint__", setiter_length_hint, METH_DEFAULT},
    {NULL, NULL, 0},
};

Type SetIter_Type = {
    TYPE_HEAD_INIT,
    .name = "set_iterator",
    .basicsize = sizeof(SetIterObject),
    .flags = TPF_GC,
    .dealloc = setiter_dealloc,
    .traverse = setiter_traverse,
    .iter = iter_return_self,
    .iternext = setiter_next,
    .methods = setiter_methods,
};

/* set: richcompare without hash = unhashable. */
Type Set_Type = {
    TYPE_HEAD_INIT,
    .name = "set",
    .basicsize = sizeof(SetObject),
    .flags = TPF_GC | TPF_BASETYPE,
    .dealloc = set_dealloc,
    .traverse = set_traverse,
    .clear = set_gc_clear,
    .repr = set_repr,
    .richcompare = set_richcompare,
    .new = set_type_new,
    .iter = set_iter,
    .nb_sub = set_sub,
    .nb_and = set_and,
    .nb_or = set_or,
    .nb_xor = set_xor,
    .nb_inplace_or = set_ior,
    .nb_inplace_and = set_iand,
    .nb_inplace_sub = set_isub,
    .nb_inplace_xor = set_ixor,
    .len = set_length,
    .contains = set_contains_slot,
    .methods = set_methods,
};

Type FrozenSet_Type = {
    TYPE_HEAD_INIT,
    .name = "frozenset",
    .basicsize = sizeof(SetObject),
    .flags = TPF_GC | TPF_BASETYPE,
    .dealloc = set_dealloc,
    .traverse = set_traverse,
    .clear = set_gc_clear,
    .repr = set_repr,
    .hash = frozenset_hash,
    .richcompare = set_richcompare,
    .new = frozenset_type_new,
    .iter = set_iter,
    .nb_sub = set_sub,
    .nb_and = set_and,
    .nb_or = set_or,
    .nb_xor = set_xor,
    .len = set_length,
    .contains = set_contains_slot,
    .methods = frozenset_methods,
};
