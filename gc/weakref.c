/* weakref.c: weak references with threads and biased counting.
 *
 * The idea.  A weak reference names an object without keeping it alive:
 * `r = weakref.ref(x)`, and `r()` is x while x lives, None afterwards.
 * Two things make that hard in a VM without a global lock:
 *
 *   1. Where the weak references of x live.  CPython gives every type that
 *      accepts them a list-head field at a per-type offset (tp_weaklistoffset).
 *      fpy keeps them in a *side table* keyed by x's address instead, so no
 *      object grows and no instance layout changes: 64 stripes, each a small
 *      chained hash table (address -> doubly-linked list of WeakRefObjects)
 *      with its own lock.  One header bit, GCB_WEAKREFS in ob_gc_bits, says
 *      "x may have weak references"; obj_dealloc (gc/trashcan.c) tests it
 *      and only then comes here.  That test is one predictable branch on a
 *      header byte obj_dealloc reads anyway, the whole cost to the objects
 *      that never meet a weak reference.
 *
 *   2. `r()` on one thread racing with the last reference to x dropped on
 *      another.  r() must return x with a new reference, or None, never a
 *      freed x.  As in CPython 3.13's free-threaded build, r() takes x's
 *      stripe lock, checks that r still names x (dying x's weak references
 *      are cleared under that same lock before x's memory goes back), and
 *      then *tries* to increment x's count: the try fails if x is already
 *      dying, i.e. its merged count reached zero.
 *
 * What "try-increment" means under biased counting (gc/brc.c).  x's count
 * is ob_ref_local (its owner's, plain) + ob_ref_shared >> 2 (everyone
 * else's, atomic).  No thread but the owner may read ob_ref_local, so a
 * non-owner cannot see the merged count.  It can see the shared word, and
 * the shared word is where every death of a weakly referenced object is
 * decided, with a compare-and-swap:
 *   - a merged object dies when a decrement's CAS brings the word to
 *     exactly MERGED (brc_decref_shared, merge), and the owner that lets
 *     go while others hold references publishes MERGED with a CAS
 *     (brc_local_zero's slow path), dying if that leaves exactly MERGED;
 *   - the owner's shortcut, local count 0 and shared word read as 0
 *     (brc_local_zero: "nobody else holds it, free it now"), is the one
 *     death decided by a plain read.  For an object with GCB_WEAKREFS, obj_dealloc confirms it
 *     (weakref_object_dying): a CAS from 0 to MERGED.  If a try-increment
 *     slipped in after the read, the CAS fails, and the object lives on,
 *     handed over to shared counting (what brc_local_zero does when others
 *     hold references): obj_dealloc returns without freeing it.  So
 *     brc_local_zero and every object without weak references pay
 *     nothing; the cost is one CAS per death of a weakly referenced object.
 * So the try-increment (try_incref below), by a non-owner, is a CAS loop
 * on the shared word that refuses a word equal to MERGED with count zero
 * and otherwise adds one.  The CASes are ordered on one word: if the try
 * lands first, the death sees its increment and nobody frees x; if the
 * death lands first, the try reads MERGED|0 and fails.  An unmerged word
 * (the owner still counts locally) is always incrementable: the owner's
 * local count is either above zero, or zero on the way to a death that a
 * CAS will confirm.  The owner itself reads its own ob_ref_local: zero
 * there means x is dying on this very thread.  An
 * object counted per thread (gc/perthread.c) or deferred (gc/deferred.c)
 * is freed only by the collector, which clears its weak references with
 * the world stopped, so while r still names it, it can be incremented as
 * usual.  Immortal objects never die.
 *
 * Why the bit cannot be missed: a weak reference to x is made by a thread
 * that holds a strong reference to x, and GCB_WEAKREFS is set (atomically)
 * before that reference is released; the release reaches the thread that
 * frees x through the shared word (acquire/release) or the merge queue (a
 * mutex), so that thread sees the bit.  obj_dealloc reads the header byte
 * with an atomic load: another thread may be making a new weak reference
 * to x (setting the bit, already set) after a try-increment that will make
 * the death's CAS fail.
 *
 * The weak reference objects themselves carry GCB_WEAKREFS too: whoever
 * clears x's list try-increments each reference that has a callback (to
 * call it with the reference as argument) and getweakrefs() does so for
 * every one, while the reference may be dying on another thread.
 *
 * Clearing.  When x dies by counting, obj_dealloc calls
 * weakref_object_dying before x's type's dealloc: the death confirmed
 * (above), x is untracked (a callback may run a collection), and under
 * the stripe lock x's entry leaves the table, each reference's wr_object
 * becomes NULL and each live reference's callback is taken out; after the
 * unlock the callbacks run, in list order, on the thread where x died
 * (the one that dropped the last reference, or x's owner when that drop
 * was a decrement queued for it: gc/brc.c).  A callback runs wherever an
 * object dies or a collection runs, so it must not take a lock the code
 * around may hold (as in CPython).  When x dies
 * in a cycle, the collector (gc/collect.c) clears the weak references to
 * every garbage object while the world is still stopped (before any
 * tp_clear, and before another thread could resurrect garbage through
 * r()), collecting the callbacks of the references that are not garbage
 * themselves (CPython's handle_weakrefs rule: a garbage reference's
 * callback is never called); it calls them once the world runs again.
 *
 * List order, as CPython's: the reference without callback of the exact
 * ref type comes first and is shared (ref(x) is ref(x)), then the shared
 * proxy, then the others, newest first.
 *
 * Invariants (FPY_ASSERTs below):
 *   - a WeakRefObject is on the list of the object wr_object names exactly
 *     while wr_object is not NULL; wr_object goes from x to NULL once,
 *     under x's stripe lock, and never to another object;
 *   - an object with an entry in the table has GCB_WEAKREFS set;
 *   - x's memory is not freed while a reference names it: the entry is
 *     removed, and every wr_object cleared, before x's type's dealloc runs;
 *   - a try-increment never succeeds on an object whose merged count
 *     reached zero, and a death by the owner's shortcut is confirmed by a
 *     CAS on the shared word before anything of the object goes;
 *   - no stripe lock is held while Python code runs, while a reference is
 *     dropped (a DECREF may free an object with weak references and come
 *     back here), or across a safepoint (so a stopped world never waits for
 *     a stripe lock, and the collector may read the table with the world
 *     stopped).
 *
 * Thread safety: each stripe (its table and the lists of the objects that
 * hash to it, including their wr_prev/wr_next/wr_callback fields) is
 * guarded by the stripe's lock, a one-byte spin lock; wr_object is written
 * under it and read with atomic loads; GCB_WEAKREFS is set with an atomic
 * or.
 *
 * What fpy simplifies: CPython keeps the list head in the object and a
 * "maybe weakref" state in the shared count word (which makes the owner
 * skip the shortcut); fpy has neither (the side table, the header bit,
 * and the shortcut confirmed in obj_dealloc instead).  Callbacks are
 * called in the order of the list, and an exception in one is reported on
 * stderr like CPython's "Exception ignored in".
 */
#include <sched.h>
#include <stdlib.h>

#include "gc/weakref.h"
#include "runtime/api.h"
#include "vm/thread.h"

/* ---- the striped side table ----------------------------------------------------- */

typedef struct Entry {
    Object *key;          /* the referent */
    WeakRefObject *head;  /* its weak references */
    struct Entry *next;   /* chain */
} Entry;

enum { NSTRIPES = 64 };

typedef struct {
    _Atomic(uint8_t) lock;
    uint32_t n, cap; /* entries, buckets (a power of two, or 0) */
    Entry **buckets;
} __attribute__((aligned(64))) Stripe;

static Stripe stripes[NSTRIPES];

static inline uint64_t addr_hash(const Object *o)
{
    return ((uint64_t)(uintptr_t)o >> 4) * 0x9E3779B97F4A7C15ull;
}

static inline Stripe *stripe_of(const Object *o) { return &stripes[addr_hash(o) >> 58]; }

static inline void stripe_lock(Stripe *s)
{
    while (atomic_exchange_explicit(&s->lock, 1, memory_order_acquire))
        while (atomic_load_explicit(&s->lock, memory_order_relaxed)) sched_yield();
}

static inline void stripe_unlock(Stripe *s) { atomic_store_explicit(&s->lock, 0, memory_order_release); }

static Entry **find_slot(Stripe *s, const Object *o)
{
    if (s->cap == 0) return NULL;
    Entry **p = &s->buckets[(addr_hash(o) >> 20) & (s->cap - 1)];
    while (*p != NULL && (*p)->key != o) p = &(*p)->next;
    return p;
}

/* Locked: o's entry, or NULL. */
static Entry *find(Stripe *s, const Object *o)
{
    Entry **p = find_slot(s, o);
    return p ? *p : NULL;
}

/* Locked: o's entry, made if missing; NULL when out of memory. */
static Entry *find_or_add(Stripe *s, Object *o)
{
    Entry *e = find(s, o);
    if (e != NULL) return e;
    if (s->n >= s->cap) {
        uint32_t ncap = s->cap ? s->cap * 2 : 16;
        Entry **nb = calloc(ncap, sizeof *nb);
        if (nb == NULL) return NULL;
        for (uint32_t i = 0; i < s->cap; i++)
            for (Entry *c = s->buckets[i], *next; c != NULL; c = next) {
                next = c->next;
                Entry **b = &nb[(addr_hash(c->key) >> 20) & (ncap - 1)];
                c->next = *b;
                *b = c;
            }
        free(s->buckets);
        s->buckets = nb;
        s->cap = ncap;
    }
    e = malloc(sizeof *e);
    if (e == NULL) return NULL;
    Entry **b = &s->buckets[(addr_hash(o) >> 20) & (s->cap - 1)];
    *e = (Entry){o, NULL, *b};
    *b = e;
    s->n++;
    return e;
}

/* Locked: take o's entry out of the table (the caller frees it). */
static Entry *remove_entry(Stripe *s, const Object *o)
{
    Entry **p = find_slot(s, o);
    if (p == NULL || *p == NULL) return NULL;
    Entry *e = *p;
    *p = e->next;
    s->n--;
    return e;
}

/* ---- the try-increment -------------------------------------------------------- */

/* A new reference to o unless o is dying (its merged count reached zero).
 * Called with o's stripe lock held and a weak reference naming o, so o's
 * memory is still o's. */
static bool try_incref(Object *o)
{
    FPY_ASSERT(__atomic_load_n(&o->ob_gc_bits, __ATOMIC_RELAXED) & GCB_ALIVE,
               "a weak reference never names freed memory (cleared before the free)");
    if (obj_is_immortal(o)) return true;
#ifndef FPY_REFCOUNT_ATOMIC
    uintptr_t tid = atomic_load_explicit((_Atomic(uintptr_t) *)&o->ob_tid, memory_order_relaxed);
    if (tid == thread_id()) {
        /* the owner: zero means it is dying on this very thread */
        if (o->ob_ref_local == 0) return false;
        o->ob_ref_local++;
        return true;
    }
    if (tid == BRC_TID_PERTHREAD) {
        /* freed only by the collector, which clears weak references first */
        INCREF(o);
        return true;
    }
#endif
    intptr_t s = atomic_load_explicit(&o->ob_ref_shared, memory_order_relaxed);
    do {
        if ((s & BRC_MERGED) && (s >> BRC_SHIFT) <= 0) return false; /* merged, count zero: dying */
    } while (!atomic_compare_exchange_weak_explicit(&o->ob_ref_shared, &s, s + BRC_ONE, memory_order_acq_rel,
                                                    memory_order_relaxed));
    FPY_ASSERT(!(s & BRC_MERGED) || (s >> BRC_SHIFT) > 0, "a try-increment never revives a merged count of zero");
    return true;
}

/* ---- linking and unlinking ------------------------------------------------------- */

bool is_weakref_obj(Object *o)
{
    if (is_small(o)) return false;
    Type *t = TYPE(o);
    return t == &WeakRef_Type || t == &WeakProxy_Type || t == &WeakCallableProxy_Type ||
           type_is_subtype(t, &WeakRef_Type);
}

bool weakref_supported(Object *o)
{
    if (is_small(o)) return false;
    return is_type(o) || (TYPE(o)->flags & TPF_WEAKREFABLE);
}

static bool is_basic(const WeakRefObject *w, Type *t)
{
    return w->ob.ob_type == t && w->wr_callback == NULL;
}

/* Locked: insert w after prev (NULL: at the head). */
static void insert_after(Entry *e, WeakRefObject *w, WeakRefObject *prev)
{
    if (prev == NULL) {
        w->wr_prev = NULL;
        w->wr_next = e->head;
        if (e->head) e->head->wr_prev = w;
        e->head = w;
    } else {
        w->wr_prev = prev;
        w->wr_next = prev->wr_next;
        if (prev->wr_next) prev->wr_next->wr_prev = w;
        prev->wr_next = w;
    }
}

Object *weakref_link(WeakRefObject *w, Object *o, bool basic)
{
    FPY_ASSERT(atomic_load(&w->wr_object) == o && w->wr_prev == NULL && w->wr_next == NULL,
               "a new weak reference names its referent and is on no list yet");
    __atomic_fetch_or(&w->ob.ob_gc_bits, (uint8_t)GCB_WEAKREFS, __ATOMIC_SEQ_CST);
    Stripe *s = stripe_of(o);
    stripe_lock(s);
    Entry *e = find_or_add(s, o);
    if (e == NULL) {
        stripe_unlock(s);
        return err_no_memory();
    }
    /* set once: later references leave the header line unwritten */
    if (!(__atomic_load_n(&o->ob_gc_bits, __ATOMIC_RELAXED) & GCB_WEAKREFS))
        __atomic_fetch_or(&o->ob_gc_bits, (uint8_t)GCB_WEAKREFS, __ATOMIC_SEQ_CST);
    /* the shared ones: the plain ref first, then the plain proxy */
    WeakRefObject *ref = NULL, *proxy = NULL, *h = e->head;
    if (h && is_basic(h, &WeakRef_Type)) ref = h, h = h->wr_next;
    if (h && (is_basic(h, &WeakProxy_Type) || is_basic(h, &WeakCallableProxy_Type))) proxy = h;
    Type *t = w->ob.ob_type;
    if (basic) {
        WeakRefObject *same = t == &WeakRef_Type ? ref : proxy;
        if (same != NULL && try_incref((Object *)same)) {
            stripe_unlock(s);
            return (Object *)same;
        }
        insert_after(e, w, t == &WeakRef_Type ? NULL : ref);
    } else {
        insert_after(e, w, proxy ? proxy : ref);
    }
    stripe_unlock(s);
    return NULL;
}

Object *weakref_unlink(WeakRefObject *w)
{
    for (;;) {
        Object *o = atomic_load_explicit(&w->wr_object, memory_order_acquire);
        if (o == NULL) break;
        Stripe *s = stripe_of(o);
        stripe_lock(s);
        if (atomic_load_explicit(&w->wr_object, memory_order_relaxed) != o) {
            stripe_unlock(s); /* cleared meanwhile */
            continue;
        }
        Entry *e = find(s, o);
        FPY_ASSERT(e != NULL && (__atomic_load_n(&o->ob_gc_bits, __ATOMIC_RELAXED) & GCB_WEAKREFS),
                   "a weak reference naming o is on o's list, in the table");
        if (w->wr_prev) w->wr_prev->wr_next = w->wr_next;
        else e->head = w->wr_next;
        if (w->wr_next) w->wr_next->wr_prev = w->wr_prev;
        w->wr_prev = w->wr_next = NULL;
        Object *cb = w->wr_callback;
        w->wr_callback = NULL;
        if (e->head == NULL) free(remove_entry(s, o)); /* o keeps its bit: harmless */
        atomic_store_explicit(&w->wr_object, NULL, memory_order_release);
        stripe_unlock(s);
        return cb;
    }
    /* Cleared by the referent's death: whoever cleared it finished with
     * w before its release store of NULL (callback first), so w is ours. */
    Object *cb = w->wr_callback;
    w->wr_callback = NULL;
    return cb;
}

void weakref_detach_garbage(WeakRefObject *w)
{
    Object *cb = weakref_unlink(w);
    w->wr_callback = cb; /* put back: dropped by w's tp_clear, after the restart */
}

Object *weakref_get(WeakRefObject *w)
{
    Object *o = atomic_load_explicit(&w->wr_object, memory_order_acquire);
    if (o == NULL) return NULL;
    Stripe *s = stripe_of(o);
    stripe_lock(s);
    bool ok = atomic_load_explicit(&w->wr_object, memory_order_relaxed) == o && try_incref(o);
    stripe_unlock(s);
    return ok ? o : NULL;
}

Object *weakref_callback(WeakRefObject *w)
{
    Object *o = atomic_load_explicit(&w->wr_object, memory_order_acquire);
    if (o == NULL) return NULL; /* cleared: the callback was taken (or w is being freed) */
    Stripe *s = stripe_of(o);
    stripe_lock(s);
    Object *cb = NULL;
    if (atomic_load_explicit(&w->wr_object, memory_order_relaxed) == o && w->wr_callback != NULL) {
        cb = w->wr_callback;
        INCREF(cb); /* w holds it: never the last reference */
    }
    stripe_unlock(s);
    return cb;
}

Object *weakref_first(Object *o)
{
    if (is_small(o) || !(__atomic_load_n(&o->ob_gc_bits, __ATOMIC_RELAXED) & GCB_WEAKREFS)) return NULL;
    Stripe *s = stripe_of(o);
    Object *r = NULL;
    stripe_lock(s);
    Entry *e = find(s, o);
    for (WeakRefObject *w = e ? e->head : NULL; w != NULL && r == NULL; w = w->wr_next)
        if (try_incref((Object *)w)) r = (Object *)w; /* a dying one is skipped */
    stripe_unlock(s);
    return r;
}

ssize_t weakref_count(Object *o)
{
    if (is_small(o) || !(__atomic_load_n(&o->ob_gc_bits, __ATOMIC_RELAXED) & GCB_WEAKREFS)) return 0;
    Stripe *s = stripe_of(o);
    stripe_lock(s);
    ssize_t n = 0;
    Entry *e = find(s, o);
    for (WeakRefObject *w = e ? e->head : NULL; w != NULL; w = w->wr_next) n++;
    stripe_unlock(s);
    return n;
}

Object *weakref_list(Object *o)
{
    if (is_small(o) || !(__atomic_load_n(&o->ob_gc_bits, __ATOMIC_RELAXED) & GCB_WEAKREFS)) return list_new(0);
    Stripe *s = stripe_of(o);
    size_t cap = 8, n = 0;
    Object **items = NULL;
    for (;;) {
        Object **grown = realloc(items, cap * sizeof *items);
        if (grown == NULL) {
            free(items);
            return err_no_memory();
        }
        items = grown;
        stripe_lock(s);
        Entry *e = find(s, o);
        size_t len = 0;
        for (WeakRefObject *w = e ? e->head : NULL; w != NULL; w = w->wr_next) len++;
        if (len > cap) {
            stripe_unlock(s);
            cap = len;
            continue;
        }
        for (WeakRefObject *w = e ? e->head : NULL; w != NULL; w = w->wr_next)
            if (try_incref((Object *)w)) items[n++] = (Object *)w; /* a dying one is left out */
        stripe_unlock(s);
        break;
    }
    Object *l = list_new((ssize_t)n);
    if (l == NULL) {
        for (size_t i = 0; i < n; i++) DECREF(items[i]);
        free(items);
        return NULL;
    }
    for (size_t i = 0; i < n; i++) ((ListObject *)l)->items[i] = items[i];
    free(items);
    return l;
}

/* ---- clearing: the referent dies ---------------------------------------------------- */

void weakref_call_callback(Object *w, Object *cb)
{
    ThreadState *ts = ts_get();
    if (ts == NULL || atomic_load_explicit(&ts->status, memory_order_relaxed) != TS_ATTACHED) {
        /* no Python code can run here (a thread's end, the process's) */
        DECREF(cb);
        DECREF(w);
        return;
    }
    Object *pending = err_fetch();
    Object *r = obj_call1(cb, w);
    if (r != NULL) {
        DECREF(r);
    } else {
        Object *exc = err_fetch();
        if (exc != NULL) {
            Object *rep = obj_repr(cb);
            if (rep == NULL) err_clear();
            io_flush_all();
            io_write_stderr("Exception ignored in: ", 22);
            if (rep != NULL) io_write_stderr(str_cstr(rep), (size_t)str_nbytes(rep));
            io_write_stderr("\n", 1);
            XDECREF(rep);
            exc_print(exc);
            DECREF(exc);
        }
    }
    DECREF(cb);
    DECREF(w);
    if (pending != NULL) err_restore(pending);
}

typedef struct {
    Object *w, *cb;
} Pending;

bool weakref_object_dying(Object *o)
{
#ifndef FPY_REFCOUNT_ATOMIC
    if (atomic_load_explicit((_Atomic(uintptr_t) *)&o->ob_tid, memory_order_relaxed) == thread_id()) {
        /* The owner's shortcut (brc_local_zero: local count zero, shared
         * word read as 0): confirm it on the shared word, where every
         * try-increment lands.  A CAS from 0 to MERGED makes o dead for
         * them; if one came first, o lives on, handed over to shared
         * counting as brc_local_zero does when others hold references. */
        FPY_ASSERT(o->ob_ref_local == 0, "the owner frees an object whose local count reached zero");
        intptr_t sh = 0;
        if (!atomic_compare_exchange_strong_explicit(&o->ob_ref_shared, &sh, BRC_MERGED, memory_order_acq_rel,
                                                     memory_order_acquire)) {
            atomic_store_explicit((_Atomic(uintptr_t) *)&o->ob_tid, 0, memory_order_relaxed);
            intptr_t m;
            do {
                m = (sh & ~(BRC_QUEUED | BRC_MERGED)) | BRC_MERGED;
            } while (!atomic_compare_exchange_weak_explicit(&o->ob_ref_shared, &sh, m, memory_order_acq_rel,
                                                            memory_order_relaxed));
            if (m != BRC_MERGED) return true; /* held by whoever dereferenced it */
        }
    }
#endif
    /* Dead: untracked while callbacks run (one may collect), as the
     * trashcan's put-aside objects. */
    __atomic_fetch_and(&o->ob_gc_bits, (uint8_t)~GCB_TRACKED, __ATOMIC_RELAXED);
    Stripe *s = stripe_of(o);
    Pending small[8], *calls = small;
    size_t n = 0, cap = 8;
    stripe_lock(s);
    Entry *e = remove_entry(s, o);
    FPY_ASSERT(e == NULL || (__atomic_load_n(&o->ob_gc_bits, __ATOMIC_RELAXED) & GCB_WEAKREFS),
               "an object in the table carries GCB_WEAKREFS");
    for (WeakRefObject *w = e ? e->head : NULL, *next; w != NULL; w = next) {
        next = w->wr_next;
        FPY_ASSERT(atomic_load(&w->wr_object) == o, "every reference on o's list names o");
        w->wr_prev = w->wr_next = NULL;
        if (w->wr_callback != NULL) {
            if (n == cap) {
                Pending *more = malloc(2 * cap * sizeof *more);
                if (more != NULL) {
                    for (size_t i = 0; i < n; i++) more[i] = calls[i];
                    if (calls != small) free(calls);
                    calls = more;
                    cap *= 2;
                }
            }
            /* a reference that is dying itself keeps its callback (its own
             * dealloc drops it): never called, as in CPython */
            if (n < cap && try_incref((Object *)w)) {
                calls[n++] = (Pending){(Object *)w, w->wr_callback};
                w->wr_callback = NULL;
            }
        }
        /* last: the release that hands w back to its own dealloc */
        atomic_store_explicit(&w->wr_object, NULL, memory_order_release);
    }
    stripe_unlock(s);
    free(e);
    for (size_t i = 0; i < n; i++) weakref_call_callback(calls[i].w, calls[i].cb);
    if (calls != small) free(calls);
    return false;
}

void weakref_clear_for_gc(Object *o, bool (*is_garbage)(const Object *), bool (*push)(void *, Object *w, Object *cb),
                          void *arg)
{
    /* The world is stopped: no thread holds a stripe lock (none is held
     * across a safepoint); taking it costs nothing and keeps one rule. */
    Stripe *s = stripe_of(o);
    stripe_lock(s);
    Entry *e = remove_entry(s, o);
    for (WeakRefObject *w = e ? e->head : NULL, *next; w != NULL; w = next) {
        next = w->wr_next;
        w->wr_prev = w->wr_next = NULL;
        if (w->wr_callback != NULL && !is_garbage((Object *)w)) {
            INCREF((Object *)w); /* alive (not garbage) and not dying: the world is stopped */
            if (push(arg, (Object *)w, w->wr_callback)) w->wr_callback = NULL;
            else DECREF((Object *)w); /* not the last reference */
        }
        atomic_store_explicit(&w->wr_object, NULL, memory_order_release);
    }
    stripe_unlock(s);
    free(e);
    __atomic_fetch_and(&o->ob_gc_bits, (uint8_t)~GCB_WEAKREFS, __ATOMIC_RELAXED);
}
