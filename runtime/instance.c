/* instance.c: instances that keep their attributes in the object itself.
 *
 * The idea (CPython 3.11's split dicts and 3.12/3.13's inline values,
 * PEP 412 "key-sharing dictionary").  The instances of one class nearly
 * always get the same attributes, set in the same __init__.  Giving each
 * its own dict stores the same keys again and again, and every
 * `self.x` then walks instance -> dict -> table -> entry: three dependent
 * loads, each a likely cache miss in a program with many objects.  So a
 * class keeps the attribute names once, in its shared keys (InstKeys,
 * instance.h), and each instance keeps only the values, in an array right
 * after its fixed fields: `self.x` becomes instance -> values[i], with i
 * remembered per instruction by the interpreter's attribute cache
 * (vm/eval.c).  A real dict is made ("materialized") only when a program
 * asks for one: `obj.__dict__`, `vars(obj)`, `dir(obj)`, `del obj.x`, a
 * name that is not an exact str, more names than the keys or the
 * instance's array hold.  From then on the dict is the truth and the
 * inline values are all empty.
 *
 * The keys.  When a class is made (class_new), its methods are scanned for
 * `self.NAME = ...` (LOAD_FAST 0; STORE_ATTR NAME), along the MRO, and
 * those names seed the keys, so the first instance already has room for
 * what __init__ sets.  Other names are appended when first stored, up to
 * INST_KEYS_MAX.  An instance's array has as many slots as the keys had
 * names when it was made (`cap`): a name appended later fits only the
 * instances made after it; in older ones storing it materializes a dict.
 *
 * Invariants (checked by FPY_ASSERT where cheap):
 *   - keys are append-only: names[i] never changes once i < n, so an
 *     index cached by any thread stays right for the class's life;
 *   - v[i] != NULL  <=>  i is among order[0 .. n): values are never
 *     removed one by one (del materializes), only all at once;
 *   - an instance with a real dict has every v[i] NULL and n == 0.
 *
 * Thread rules.  A class's keys: appends under the class's ob_mutex,
 * names written before the release store of n; readers load n (acquire)
 * and read names below it without a lock.  An instance's values: writers
 * hold the instance's ob_mutex (stores, materialization); readers take no
 * lock and write nothing shared, as for dicts (runtime/dict.c):
 *   - a value is published with a release store, read with acquire;
 *   - a value replaced by a writer may have just been loaded by a reader
 *     about to INCREF it: once another thread than the owner has read or
 *     written the instance (`shared`, set once under the lock by that
 *     reader, inst_mark_shared, or writer, writer_shared; the owner reads
 *     without the lock and never marks), the writer releases replaced
 *     values through QSBR (gc/qsbr.c);
 *   - materializing publishes the dict (release) before emptying the
 *     values, so a reader that finds a slot empty looks at the dict slot
 *     again (inst_value_at) and finds the dict.
 * Object locks are taken one at a time (runtime/lock.h): the keys lock is
 * released before the instance's is taken, and a dict is built from a
 * snapshot with the instance unlocked, then installed only if the values
 * did not change meanwhile (else built again).
 *
 * What fpy simplifies: one keys object per class, never replaced or
 * shrunk (CPython makes new keys when instances diverge); no per-instance
 * "dict view" of the values (a materialized dict replaces them for good);
 * the array is sized once at allocation instead of growing in place.
 */
#include <stdlib.h>
#include <string.h>

#include "runtime/api.h"
#include "runtime/instance.h"
#include "runtime/lock.h"
#include "vm/code.h"
#include "vm/function.h"

static inline uint8_t *inst_order(InstValues *iv) { return (uint8_t *)&iv->v[iv->cap]; }

/* Release a reference removed from o's values: now, or after a grace
 * period when a lock-free reader in another thread may have loaded it.
 * Call with no lock held. */
static inline void release_value(Object *v, bool shared)
{
    if (v == NULL) return;
    if (shared && qsbr_may_share()) qsbr_decref_later(v);
    else DECREF(v);
}

/* ---- keys ------------------------------------------------------------------- */

int inst_keys_find(Type *t, Object *name)
{
    InstKeys *k = t->inst_keys;
    if (TYPE(name) != &Str_Type) return -1;
    uint32_t n = inst_keys_count(t);
    for (uint32_t i = 0; i < n; i++)
        if (k->names[i] == name) return (int)i;
    for (uint32_t i = 0; i < n; i++)
        if (str_eq(k->names[i], name)) return (int)i;
    return -1;
}

int inst_keys_add(Type *t, Object *name)
{
    int i = inst_keys_find(t, name);
    if (i >= 0 || TYPE(name) != &Str_Type) return i;
    InstKeys *k = t->inst_keys;
    obj_lock((Object *)t);
    uint32_t n = atomic_load_explicit(&k->n, memory_order_relaxed);
    for (i = 0; i < (int)n; i++) /* appended by another thread meanwhile? */
        if (k->names[i] == name || str_eq(k->names[i], name)) break;
    if (i == (int)n) {
        if (n < INST_KEYS_MAX) {
            k->names[n] = NEWREF(name);
            atomic_store_explicit(&k->n, n + 1, memory_order_release);
        } else {
            i = -1;
        }
    }
    obj_unlock((Object *)t);
    return i;
}

/* Seed t's keys with the names fn assigns to `self.NAME`. */
static void seed_from_function(InstKeys *k, Object *fn)
{
    CodeObject *co = ((FunctionObject *)fn)->code;
    if (co->argcount < 1 || (co->flags & CO_GENERATOR)) return;
    for (int i = 1; i < co->ncode && k->n < INST_KEYS_MAX; i++) {
        uint32_t w = co->code[i], prev = co->code[i - 1];
        if (instr_op(w) != OP_STORE_ATTR || opcode_unfused(instr_op(prev)) != OP_LOAD_FAST || instr_arg(prev) != 0) continue;
        Object *name = tuple_get(co->names, (ssize_t)instr_arg(w));
        uint32_t n = atomic_load_explicit(&k->n, memory_order_relaxed), j = 0;
        while (j < n && k->names[j] != name) j++;
        if (j == n) {
            k->names[n] = NEWREF(name);
            atomic_store_explicit(&k->n, n + 1, memory_order_relaxed);
        }
    }
}

int inst_keys_setup(Type *t)
{
    Type *sb = t;
    while (sb->flags & TPF_HEAPTYPE) sb = sb->base;
    if (!(t->flags & TPF_HEAPTYPE) || sb != &Object_Type || t->dictoffset == 0 || t->itemsize != 0) return 0;
    InstKeys *k = calloc(1, sizeof(InstKeys));
    if (k == NULL) {
        err_no_memory();
        return -1;
    }
    /* No other thread sees t yet.  The classes of the MRO are read
     * through snapshots of their dicts (other threads may change those). */
    Object *mro = t->mro;
    for (ssize_t c = 0; c < tuple_len(mro) && k->n < INST_KEYS_MAX; c++) {
        Type *ct = (Type *)tuple_get(mro, c);
        if (!(ct->flags & TPF_HEAPTYPE)) continue;
        Object *items = dict_items_list(ct->dict);
        if (items == NULL) {
            t->inst_keys = k;
            inst_keys_free(t);
            return -1;
        }
        for (ssize_t i = 0; i < list_len(items); i++) { /* a private list: items read directly */
            Object *fn = tuple_get(((ListObject *)items)->items[i], 1);
            if (TYPE(fn) == &Function_Type) seed_from_function(k, fn);
        }
        DECREF(items);
    }
    t->inst_keys = k;
    return 0;
}

void inst_keys_free(Type *t)
{
    InstKeys *k = t->inst_keys;
    if (k == NULL) return;
    t->inst_keys = NULL;
    for (uint32_t i = 0; i < k->n; i++) DECREF(k->names[i]);
    free(k);
}

/* ---- values ------------------------------------------------------------------- */

Object *inst_alloc(Type *t)
{
    if (t->inst_keys == NULL) return obj_alloc(t, t->basicsize);
    uint32_t n = inst_keys_count(t);
    Object *o = obj_alloc(t, t->basicsize + sizeof(InstValues) + n * sizeof(Object *) + ((n + 7) & ~(size_t)7));
    if (o != NULL) inst_values(o, t)->cap = (uint8_t)n; /* the rest was zeroed by obj_alloc */
    return o;
}

void inst_mark_shared(Object *o, InstValues *iv)
{
    /* Under the lock, so a writer either replaced its value before this
     * reader loads (and the reader sees the new one) or sees the flag. */
    obj_lock(o);
    atomic_store_explicit(&iv->shared, 1, memory_order_relaxed);
    obj_unlock(o);
}

Object *inst_get(Object *o, Type *t, Object *name, Object **dict)
{
    return inst_value_at(o, t, inst_keys_find(t, name), dict);
}

static inline Object **dict_slot(Object *o, Type *t) { return (Object **)((char *)o + t->dictoffset); }

/* o's lock held, before replacing or removing values: may a reader on
 * another thread have loaded one?  A writer that is not o's owner marks o
 * shared first, since the owner reads its instances without the lock and
 * never marks them (as dict.c's writer_shared and list.c's list_lock):
 * without the mark, a value replaced by another thread was freed at once
 * under its owner's read.  Threads with no ThreadState count as
 * non-owners. */
static inline bool writer_shared(Object *o, InstValues *iv)
{
    if (atomic_load_explicit(&iv->shared, memory_order_relaxed)) return true;
    if (thread_id() != 0 && brc_is_owner(o)) return false;
    atomic_store_explicit(&iv->shared, 1, memory_order_relaxed);
    return true;
}

bool inst_set_value(Object *o, Type *t, int idx, Object *v)
{
    if (idx < 0) return false;
    obj_lock(o);
    InstValues *iv = inst_values(o, t);
    if (*dict_slot(o, t) != NULL || idx >= iv->cap) {
        obj_unlock(o);
        return false;
    }
    INCREF(v);
    Object *old = atomic_load_explicit(&iv->v[idx], memory_order_relaxed);
    atomic_store_explicit(&iv->v[idx], v, memory_order_release);
    if (old == NULL) {
        FPY_ASSERT(iv->n < iv->cap, "order[] lists each used slot once");
        inst_order(iv)[iv->n++] = (uint8_t)idx;
    }
    bool shared = writer_shared(o, iv);
    obj_unlock(o);
    release_value(old, shared);
    return true;
}

int inst_set(Object *o, Type *t, int idx, Object *name, Object *v)
{
    if (inst_set_value(o, t, idx, v)) return 0;
    /* a real dict: o has one, or the name has no slot among the values */
    Object *d = inst_materialize(o, t);
    return d == NULL ? -1 : dict_set(d, name, v);
}

Object *inst_materialize(Object *o, Type *t)
{
    InstValues *iv = inst_values(o, t);
    Object **dp = dict_slot(o, t);
    for (;;) {
        uint8_t idx[INST_KEYS_MAX];
        Object *val[INST_KEYS_MAX];
        obj_lock(o);
        Object *d = *dp;
        if (d != NULL) {
            obj_unlock(o);
            return d;
        }
        int n = iv->n;
        for (int i = 0; i < n; i++) {
            idx[i] = inst_order(iv)[i];
            val[i] = atomic_load_explicit(&iv->v[idx[i]], memory_order_relaxed);
            INCREF(val[i]);
        }
        obj_unlock(o);
        /* Build the dict from the snapshot with no lock held on o. */
        Object *nd = dict_new();
        for (int i = 0; nd != NULL && i < n; i++)
            if (dict_set(nd, t->inst_keys->names[idx[i]], val[i]) < 0) CLEAR(nd);
        obj_lock(o);
        bool same = nd != NULL && *dp == NULL && iv->n == n;
        for (int i = 0; same && i < n; i++)
            same = atomic_load_explicit(&iv->v[idx[i]], memory_order_relaxed) == val[i];
        bool shared = writer_shared(o, iv);
        if (same) {
            /* publish the dict first: a reader that then finds a value
             * gone looks at the dict slot again */
            __atomic_store_n(dp, nd, __ATOMIC_RELEASE);
            for (int i = 0; i < n; i++) atomic_store_explicit(&iv->v[idx[i]], NULL, memory_order_release);
            iv->n = 0;
        }
        obj_unlock(o);
        for (int i = 0; i < n; i++) {
            if (same) release_value(val[i], shared); /* the values' own references */
            DECREF(val[i]);                          /* the snapshot's */
        }
        if (same) return nd;
        if (nd == NULL) return NULL; /* out of memory */
        DECREF(nd);                  /* changed meanwhile: again */
    }
}

int inst_traverse(Object *o, Type *t, VisitFunc visit, void *arg)
{
    InstValues *iv = inst_values(o, t);
    for (int i = 0; i < iv->cap; i++) {
        Object *v = atomic_load_explicit(&iv->v[i], memory_order_relaxed);
        if (v && visit(v, arg)) return 1;
    }
    return 0;
}

void inst_clear(Object *o, Type *t)
{
    InstValues *iv = inst_values(o, t);
    iv->n = 0;
    for (int i = iv->cap - 1; i >= 0; i--) { /* last first: see release_array in runtime/list.c */
        Object *v = atomic_exchange_explicit(&iv->v[i], NULL, memory_order_relaxed);
        if (v) DECREF(v);
    }
}
