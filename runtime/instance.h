/* instance.h: instances whose attributes live in the object, not in a dict.
 * The idea, layout and thread rules are explained in runtime/instance.c;
 * this header has the layout and the few inline reads the interpreter's
 * attribute caches (vm/eval.c) need on their fast path. */
#ifndef FPY_INSTANCE_H
#define FPY_INSTANCE_H

#include "gc/refcount.h"
#include "runtime/object.h"

/* Most attribute names a class's shared keys (and so an instance's inline
 * values) hold; further names go to a real dict. */
#define INST_KEYS_MAX 30

/* A class's shared keys: the attribute names its instances store inline,
 * each at a fixed index.  Append-only: a name, once published at index i,
 * stays there for the class's life.  Appends take the class's ob_mutex;
 * readers load n (acquire) and look at names[0 .. n) without a lock. */
typedef struct InstKeys InstKeys;
struct InstKeys {
    _Atomic(uint32_t) n;
    Object *names[INST_KEYS_MAX]; /* str, owned */
};

/* The inline values, placed right after the type's fixed part
 * (o + TYPE(o)->basicsize).  v[i] holds the value of keys->names[i], or
 * NULL when this instance has none.  order[] (after v[cap]) lists the
 * used indexes in the order the attributes were first set, so __dict__
 * keeps insertion order.  Once the instance has a real dict (the slot at
 * dictoffset is non-NULL), every v[i] is NULL and the dict is the truth. */
typedef struct {
    uint8_t cap;               /* value slots in this instance: keys->n when it was made */
    uint8_t n;                 /* entries of order[] used */
    _Atomic(uint8_t) shared;   /* a thread other than the owner has read it: 0 -> 1 once, under ob_mutex */
    uint8_t pad[5];
    _Atomic(Object *) v[];     /* cap values, then uint8_t order[cap] */
} InstValues;

static inline InstValues *inst_values(Object *o, Type *t) { return (InstValues *)((char *)o + t->basicsize); }

/* The instance's real dict, if it has one (acquire: its contents are
 * visible), or NULL. */
static inline Object *inst_dict_load(Object *o, Type *t)
{
    return __atomic_load_n((Object **)((char *)o + t->dictoffset), __ATOMIC_ACQUIRE);
}

/* The published name count of t's keys (acquire: names below it are set). */
static inline uint32_t inst_keys_count(const Type *t)
{
    return atomic_load_explicit(&t->inst_keys->n, memory_order_acquire);
}

void inst_mark_shared(Object *o, InstValues *iv);

/* Borrowed: the value at index idx of o's inline values, or NULL when o
 * has none there.  When NULL, *dict is set to o's real dict if one was
 * made meanwhile (the caller then looks there).  The value stays alive
 * until this thread's next quiescent state (a writer that replaces it
 * releases it through QSBR once another thread has read o). */
static inline Object *inst_value_at(Object *o, Type *t, int idx, Object **dict)
{
    InstValues *iv = inst_values(o, t);
    if (__builtin_expect(!atomic_load_explicit(&iv->shared, memory_order_relaxed), 0) && !brc_is_owner(o))
        inst_mark_shared(o, iv);
    Object *v = idx >= 0 && idx < iv->cap ? atomic_load_explicit(&iv->v[idx], memory_order_acquire) : NULL;
    if (v == NULL) *dict = inst_dict_load(o, t);
    return v;
}

/* A new instance of class t (object.__new__): its fixed part, then, when
 * t has shared keys, inline values with a slot for each name they hold
 * now.  New ref, or NULL on memory error.  Every instance of an object-based
 * class is made here. */
Object *inst_alloc(Type *t);

/* Called by class_new once t is ready: gives t shared keys when its
 * instances can hold inline values (a class whose built-in base is
 * object, with a __dict__), seeded with the names its methods assign to
 * `self.NAME`. */
int inst_keys_setup(Type *t);
void inst_keys_free(Type *t);

/* Index of name in t's keys, or -1 (name not a str, or not there). */
int inst_keys_find(Type *t, Object *name);
/* Index of name in t's keys, adding it if there is room; -1 when full. */
int inst_keys_add(Type *t, Object *name);

/* Borrowed: o's own attribute name from its inline values; NULL if
 * absent there (then *dict is o's real dict, if any). */
Object *inst_get(Object *o, Type *t, Object *name, Object **dict);
/* o.name = v (v not NULL) with idx = inst_keys_add(t, name) (or -1):
 * into the inline values, or into the real dict (made when needed).
 * 0, or -1 with an exception. */
int inst_set(Object *o, Type *t, int idx, Object *name, Object *v);
/* The part of inst_set that cannot fail: true when v went into the inline
 * values (o has no real dict and idx is one of its slots), false when
 * nothing was done. */
bool inst_set_value(Object *o, Type *t, int idx, Object *v);
/* o's real dict, made from the inline values when it has none yet:
 * borrowed (o holds it), or NULL on memory error. */
Object *inst_materialize(Object *o, Type *t);

/* The collector and the class's dealloc/clear: visit or drop the values. */
int inst_traverse(Object *o, Type *t, VisitFunc visit, void *arg);
void inst_clear(Object *o, Type *t);

#endif
