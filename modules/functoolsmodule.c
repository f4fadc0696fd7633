/* functoolsmodule.c: `functools`, in two halves as in CPython.
 *
 * The C half, `_functools`, holds what is called in inner loops: reduce(),
 * the partial type, cmp_to_key's key wrapper (called by sort on every
 * comparison) and the core of lru_cache.  A partial is an immutable triple
 * (func, args, keywords) plus an optional instance __dict__; calling it
 * calls func(*args, *call_args, **{**keywords, **call_keywords}) with one
 * flat argument array (no intermediate tuple when the partial has no
 * keywords).  partial(partial(f, a), b) is flattened to partial(f, a, b)
 * when the inner one is an exact partial without instance attributes, as
 * CPython does, so repr and .func agree with CPython.  The lru_cache core
 * is described where it is defined, with its locking rule.
 *
 * The Python half, modules/functools.py (compiled into the binary, run on
 * first import), holds update_wrapper, wraps, total_ordering, lru_cache's
 * wrapper function (a real function, so it binds as a method) and cache:
 * code that runs once per decoration.
 *
 * Threads: a partial or key wrapper never changes after creation (a
 * partial's __dict__ is a dict, itself thread-safe), so they need no lock;
 * reduce has no state.
 */
#include <stdlib.h>
#include <string.h>

#include "modules/modules.h"
#include "runtime/lock.h"
#include "vm/thread.h"

typedef struct {
    Object ob;
    Object *func;
    Object *args; /* tuple */
    Object *kw;   /* dict (possibly empty) */
    Object *dict; /* instance attributes, or NULL */
} PartialObject;

Type Partial_Type;

static bool callable(Object *o) { return TYPE(o)->call != NULL; }

static Object *partial_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (nargs < 1) return err_set(&Exc_TypeError, "type 'partial' takes at least one argument");
    Object *func = args[0];
    if (!callable(func)) return err_set(&Exc_TypeError, "the first argument must be callable");
    Object *pargs = NULL, *pkw = NULL;
    if (TYPE(func) == &Partial_Type && (Type *)type == &Partial_Type) {
        PartialObject *inner = (PartialObject *)func;
        if (inner->dict == NULL || dict_len(inner->dict) == 0) { /* flatten */
            pargs = inner->args;
            pkw = inner->kw;
            func = inner->func;
        }
    }
    ssize_t np = pargs != NULL ? tuple_len(pargs) : 0;
    Object *all = tuple_new(np + nargs - 1);
    if (all == NULL) return NULL;
    for (ssize_t i = 0; i < np; i++) tuple_items(all)[i] = NEWREF(tuple_get(pargs, i));
    for (ssize_t i = 1; i < nargs; i++) tuple_items(all)[np + i - 1] = NEWREF(args[i]);
    Object *kw = pkw != NULL ? dict_copy(pkw) : dict_new();
    if (kw == NULL) {
        DECREF(all);
        return NULL;
    }
    ssize_t nkw = kwnames != NULL ? tuple_len(kwnames) : 0;
    for (ssize_t i = 0; i < nkw; i++) {
        if (dict_set(kw, tuple_get(kwnames, i), args[nargs + i]) < 0) {
            DECREF(all);
            DECREF(kw);
            return NULL;
        }
    }
    size_t size = ((Type *)type)->basicsize > sizeof(PartialObject) ? ((Type *)type)->basicsize : sizeof(PartialObject);
    PartialObject *p = (PartialObject *)obj_alloc((Type *)type, size);
    if (p == NULL) {
        DECREF(all);
        DECREF(kw);
        return NULL;
    }
    p->func = NEWREF(func);
    p->args = all;
    p->kw = kw;
    return (Object *)p;
}

static Object *partial_call(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    PartialObject *p = (PartialObject *)self;
    ssize_t np = tuple_len(p->args), nkw = kwnames != NULL ? tuple_len(kwnames) : 0;
    ssize_t pkw = dict_len(p->kw);
    if (np == 0 && pkw == 0) return obj_call(p->func, args, nargs, kwnames);
    Object *stack[16], **argv = stack, *names = NULL, *merged = NULL, *items = NULL, *r = NULL;
    ssize_t total = np + nargs + pkw + nkw; /* enough for every keyword */
    if (total > 16 && (argv = malloc((size_t)total * sizeof(Object *))) == NULL) return err_no_memory();
    memcpy(argv, tuple_items(p->args), (size_t)np * sizeof(Object *));
    memcpy(argv + np, args, (size_t)nargs * sizeof(Object *));
    ssize_t n = np + nargs, k = 0;
    if (pkw == 0) { /* only the call's keywords: pass them through */
        memcpy(argv + n, args + nargs, (size_t)nkw * sizeof(Object *));
        r = obj_call(p->func, argv, n, kwnames);
        goto done;
    }
    /* {**keywords, **call_keywords}, in that order */
    if ((merged = dict_copy(p->kw)) == NULL) goto done;
    for (ssize_t i = 0; i < nkw; i++)
        if (dict_set(merged, tuple_get(kwnames, i), args[nargs + i]) < 0) goto done;
    if ((items = dict_items_list(merged)) == NULL) goto done;
    k = list_len(items);
    if ((names = tuple_new(k)) == NULL) goto done;
    for (ssize_t i = 0; i < k; i++) {
        Object *pair = ((ListObject *)items)->items[i];
        tuple_items(names)[i] = NEWREF(tuple_get(pair, 0));
        argv[n + i] = tuple_get(pair, 1); /* borrowed: items keeps it alive */
    }
    r = obj_call(p->func, argv, n, names);
done:
    if (argv != stack) free(argv);
    XDECREF(names);
    XDECREF(items);
    XDECREF(merged);
    return r;
}

static void partial_dealloc(Object *self)
{
    PartialObject *p = (PartialObject *)self;
    CLEAR(p->func);
    CLEAR(p->args);
    CLEAR(p->kw);
    CLEAR(p->dict);
    obj_free(self);
}

static int partial_traverse(Object *self, VisitFunc visit, void *arg)
{
    PartialObject *p = (PartialObject *)self;
    Object *refs[] = {p->func, p->args, p->kw, p->dict};
    for (size_t i = 0; i < sizeof refs / sizeof refs[0]; i++) {
        if (refs[i] != NULL && !is_small(refs[i])) {
            int r = visit(refs[i], arg);
            if (r) return r;
        }
    }
    return 0;
}

static int partial_clear(Object *self)
{
    PartialObject *p = (PartialObject *)self;
    CLEAR(p->func);
    CLEAR(p->args);
    CLEAR(p->kw);
    CLEAR(p->dict);
    return 0;
}

/* functools.partial(<func repr>, arg reprs..., key=value reprs...); a
 * subclass shows its own name (CPython 3.11: the type's tp_name). */
static Object *partial_repr(Object *self)
{
    PartialObject *p = (PartialObject *)self;
    int rec = repr_enter(self);
    if (rec < 0) return NULL;
    if (rec > 0) return str_from_cstr("...");
    StrBuilder sb;
    sb_init(&sb);
    Object *items = NULL;
    bool ok = sb_add_cstr(&sb, TYPE_NAME(self)) == 0 && sb_add_cstr(&sb, "(") == 0;
    ok = ok && p->func != NULL && sb_add_repr(&sb, p->func) == 0;
    for (ssize_t i = 0; ok && p->args != NULL && i < tuple_len(p->args); i++)
        ok = sb_add_cstr(&sb, ", ") == 0 && sb_add_repr(&sb, tuple_get(p->args, i)) == 0;
    if (ok && p->kw != NULL) ok = (items = dict_items_list(p->kw)) != NULL;
    for (ssize_t i = 0; ok && items != NULL && i < list_len(items); i++) {
        Object *pair = ((ListObject *)items)->items[i];
        ok = sb_add_cstr(&sb, ", ") == 0 && sb_add_str(&sb, tuple_get(pair, 0)) == 0 && sb_add_cstr(&sb, "=") == 0 &&
             sb_add_repr(&sb, tuple_get(pair, 1)) == 0;
    }
    XDECREF(items);
    repr_leave(self);
    if (!ok || sb_add_cstr(&sb, ")") < 0) {
        sb_discard(&sb);
        return NULL;
    }
    return sb_finish(&sb);
}

static Object *readonly(Object *o) { return o != NULL ? NEWREF(o) : NEWREF(None); }
static Object *partial_get_func(Object *self, void *c) { (void)c; return readonly(((PartialObject *)self)->func); }
static Object *partial_get_args(Object *self, void *c) { (void)c; return readonly(((PartialObject *)self)->args); }
static Object *partial_get_kw(Object *self, void *c) { (void)c; return readonly(((PartialObject *)self)->kw); }

/* The instance __dict__, made on first use; a racing thread's dict loses
 * the compare-and-swap and is dropped, so every thread sees one dict. */
static Object *partial_get_dict(Object *self, void *c)
{
    (void)c;
    PartialObject *p = (PartialObject *)self;
    Object *d = __atomic_load_n(&p->dict, __ATOMIC_ACQUIRE);
    if (d == NULL) {
        Object *fresh = dict_new(), *expected = NULL;
        if (fresh == NULL) return NULL;
        if (__atomic_compare_exchange_n(&p->dict, &expected, fresh, false, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) {
            d = fresh;
        } else {
            DECREF(fresh);
            d = expected;
        }
    }
    return NEWREF(d);
}

static int partial_set_readonly(Object *self, Object *v, void *c)
{
    (void)self, (void)v, (void)c;
    err_set(&Exc_AttributeError, "readonly attribute");
    return -1;
}

static const GetSetDef partial_getset[] = {
    {"func", partial_get_func, partial_set_readonly, NULL},
    {"args", partial_get_args, partial_set_readonly, NULL},
    {"keywords", partial_get_kw, partial_set_readonly, NULL},
    {"__dict__", partial_get_dict, NULL, NULL},
    {NULL, NULL, NULL, NULL},
};

Type Partial_Type = {
    TYPE_HEAD_INIT,
    .name = "functools.partial", /* CPython's tp_name: __module__ 'functools', in messages too */
    .basicsize = sizeof(PartialObject),
    .flags = TPF_GC | TPF_BASETYPE | TPF_WEAKREFABLE,
    .dealloc = partial_dealloc,
    .traverse = partial_traverse,
    .clear = partial_clear,
    .repr = partial_repr,
    .setattr = obj_generic_setattr,
    .call = partial_call,
    .new = partial_new,
    .getset = partial_getset,
    .dictoffset = offsetof(PartialObject, dict),
};

/* cmp_to_key(mycmp): a KeyWrapper without an object; calling it wraps one.
 * Two wrapped objects compare as mycmp(a, b) compares with 0. */
typedef struct {
    Object ob;
    Object *cmp;
    Object *obj; /* NULL in the factory that cmp_to_key returns */
} KeyWrapperObject;

Type KeyWrapper_Type;

static Object *keywrapper_make(Object *cmp, Object *obj)
{
    KeyWrapperObject *k = (KeyWrapperObject *)obj_alloc(&KeyWrapper_Type, sizeof(KeyWrapperObject));
    if (k == NULL) return NULL;
    k->cmp = NEWREF(cmp);
    k->obj = obj != NULL ? NEWREF(obj) : NULL;
    return (Object *)k;
}

static Object *keywrapper_call(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    static const char *const names[] = {"obj", NULL};
    Object *v[1];
    if (args_parse("K", args, nargs, kwnames, names, 0, 1, v) < 0) return NULL;
    return keywrapper_make(((KeyWrapperObject *)self)->cmp, v[0]);
}

static Object *keywrapper_richcompare(Object *self, Object *other, int op)
{
    if (TYPE(other) != &KeyWrapper_Type) return err_set(&Exc_TypeError, "other argument must be K instance");
    KeyWrapperObject *a = (KeyWrapperObject *)self, *b = (KeyWrapperObject *)other;
    if (a->obj == NULL || b->obj == NULL) return err_set(&Exc_AttributeError, "object");
    Object *r = obj_call2(a->cmp, a->obj, b->obj);
    if (r == NULL) return NULL;
    Object *answer = obj_richcompare(r, small_new(0), op);
    DECREF(r);
    return answer;
}

static void keywrapper_dealloc(Object *self)
{
    KeyWrapperObject *k = (KeyWrapperObject *)self;
    CLEAR(k->cmp);
    CLEAR(k->obj);
    obj_free(self);
}

static int keywrapper_traverse(Object *self, VisitFunc visit, void *arg)
{
    KeyWrapperObject *k = (KeyWrapperObject *)self;
    int r = 0;
    if (k->cmp != NULL && !is_small(k->cmp)) r = visit(k->cmp, arg);
    if (r == 0 && k->obj != NULL && !is_small(k->obj)) r = visit(k->obj, arg);
    return r;
}

static int keywrapper_clear(Object *self)
{
    KeyWrapperObject *k = (KeyWrapperObject *)self;
    CLEAR(k->cmp);
    CLEAR(k->obj);
    return 0;
}

static Object *keywrapper_get_obj(Object *self, void *c)
{
    (void)c;
    KeyWrapperObject *k = (KeyWrapperObject *)self;
    if (k->obj == NULL) return err_set(&Exc_AttributeError, "obj");
    return NEWREF(k->obj);
}

static const GetSetDef keywrapper_getset[] = {
    {"obj", keywrapper_get_obj, NULL, NULL},
    {NULL, NULL, NULL, NULL},
};

Type KeyWrapper_Type = {
    TYPE_HEAD_INIT,
    .name = "functools.KeyWrapper", /* CPython's name, shown in "unhashable type" */
    .basicsize = sizeof(KeyWrapperObject),
    .flags = TPF_GC,
    .dealloc = keywrapper_dealloc,
    .traverse = keywrapper_traverse,
    .clear = keywrapper_clear,
    .richcompare = keywrapper_richcompare,
    .call = keywrapper_call,
    .getset = keywrapper_getset,
};

static Object *functools_cmp_to_key(Object *self, Object *const *args, ssize_t nargs, Object *kw)
{
    (void)self;
    static const char *const names[] = {"mycmp", NULL};
    Object *v[1];
    if (args_parse("cmp_to_key", args, nargs, kw, names, 0, 1, v) < 0) return NULL;
    return keywrapper_make(v[0], NULL);
}

/* ---- the core of lru_cache ---------------------------------------------------------
 *
 * functools.py's lru_cache wraps a Python function around an LruCore (so the
 * wrapper binds as a method and carries cache_info/cache_clear); the core
 * makes the key, looks it up and keeps the statistics.  Unbounded: the dict
 * maps key -> result.  Bounded: the dict maps key -> an LruLink, and the
 * links also form a doubly linked list from the least to the most recently
 * used (root.next is the next to evict), which holds its own reference to
 * each link.
 *
 * Locking: the core's ob_mutex guards the list, the links' prev/next and
 * `count`, and is never held while Python code runs: dict lookups (which
 * hash and compare keys), the user function, and every DECREF that may
 * free a key or result happen outside it.  Statistics are atomic counters.
 * A link found in the dict but already unlinked (evicted by another thread
 * a moment ago) still gives its correct result.  Two threads missing the
 * same key both call the function; the first to insert wins (setdefault),
 * as in CPython. */

typedef struct LruLink {
    Object ob;
    struct LruLink *prev, *next; /* prev NULL: not in the list */
    Object *key, *result;
} LruLink;

typedef struct {
    Object ob;
    Object *func;
    Object *cache;           /* dict */
    ssize_t maxsize;         /* -1: unbounded */
    bool typed;
    _Atomic(int64_t) hits, misses;
    ssize_t count;           /* links in the list (guarded by ob_mutex) */
    LruLink root;            /* list head: only prev/next are used */
} LruCoreObject;

Type LruLink_Type, LruCore_Type;

/* The marker between positional and keyword parts of a key: a bare,
 * immortal `object` instance that no argument can equal. */
static Object kwd_mark = OBJECT_HEAD_INIT(&Object_Type);

static void link_dealloc(Object *self)
{
    LruLink *l = (LruLink *)self;
    CLEAR(l->key);
    CLEAR(l->result);
    obj_free(self);
}

static int link_traverse(Object *self, VisitFunc visit, void *arg)
{
    LruLink *l = (LruLink *)self;
    int r = 0;
    if (l->key != NULL && !is_small(l->key)) r = visit(l->key, arg);
    if (r == 0 && l->result != NULL && !is_small(l->result)) r = visit(l->result, arg);
    return r;
}

static int link_clear(Object *self)
{
    LruLink *l = (LruLink *)self;
    CLEAR(l->key);
    CLEAR(l->result);
    return 0;
}

Type LruLink_Type = {
    TYPE_HEAD_INIT,
    .name = "functools._lru_list_elem", /* CPython's tp_name */
    .basicsize = sizeof(LruLink),
    .flags = TPF_GC,
    .dealloc = link_dealloc,
    .traverse = link_traverse,
    .clear = link_clear,
};

/* New ref: CPython's cache key.  One exact int or str argument (untyped,
 * no keywords) is its own key; else a tuple of the arguments, then the
 * marker and the keyword names and values, then (typed) their types. */
static Object *make_key(Object *const *args, ssize_t nargs, Object *kwnames, bool typed)
{
    ssize_t nkw = kwnames != NULL ? tuple_len(kwnames) : 0;
    if (!typed && nkw == 0 && nargs == 1 &&
        (is_small(args[0]) || TYPE(args[0]) == &Int_Type || TYPE(args[0]) == &Str_Type))
        return NEWREF(args[0]);
    ssize_t n = nargs + (nkw > 0 ? 1 + 2 * nkw : 0) + (typed ? nargs + nkw : 0), j = 0;
    Object *key = tuple_new(n);
    if (key == NULL) return NULL;
    Object **it = tuple_items(key);
    for (ssize_t i = 0; i < nargs; i++) it[j++] = NEWREF(args[i]);
    if (nkw > 0) {
        it[j++] = &kwd_mark;
        for (ssize_t i = 0; i < nkw; i++) {
            it[j++] = NEWREF(tuple_get(kwnames, i));
            it[j++] = NEWREF(args[nargs + i]);
        }
    }
    if (typed) {
        for (ssize_t i = 0; i < nargs + nkw; i++) it[j++] = NEWREF((Object *)TYPE(args[i]));
    }
    return key;
}

static void lru_unlink(LruLink *l)
{
    l->prev->next = l->next;
    l->next->prev = l->prev;
    l->prev = l->next = NULL;
}

static void lru_append(LruCoreObject *c, LruLink *l) /* as the most recently used */
{
    LruLink *last = c->root.prev;
    l->prev = last;
    l->next = &c->root;
    last->next = l;
    c->root.prev = l;
}

static Object *lru_call(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    LruCoreObject *c = (LruCoreObject *)self;
    if (c->maxsize == 0) {
        atomic_fetch_add(&c->misses, 1);
        return obj_call(c->func, args, nargs, kwnames);
    }
    Object *key = make_key(args, nargs, kwnames, c->typed);
    if (key == NULL) return NULL;
    Object *found = dict_get(c->cache, key);
    if (found != NULL) {
        atomic_fetch_add(&c->hits, 1);
        DECREF(key);
        if (c->maxsize < 0) return found;
        LruLink *l = (LruLink *)found;
        obj_lock(self);
        if (l->prev != NULL) { /* still listed: now the most recently used */
            lru_unlink(l);
            lru_append(c, l);
        }
        obj_unlock(self);
        Object *r = NEWREF(l->result);
        DECREF(found);
        return r;
    }
    if (err_occurred()) { /* an unhashable argument */
        DECREF(key);
        return NULL;
    }
    atomic_fetch_add(&c->misses, 1);
    Object *result = obj_call(c->func, args, nargs, kwnames);
    if (result == NULL) {
        DECREF(key);
        return NULL;
    }
    if (c->maxsize < 0) {
        int rc = dict_set(c->cache, key, result);
        DECREF(key);
        if (rc < 0) {
            DECREF(result);
            return NULL;
        }
        return result;
    }
    LruLink *l = (LruLink *)obj_alloc(&LruLink_Type, sizeof(LruLink));
    if (l == NULL) {
        DECREF(key);
        DECREF(result);
        return NULL;
    }
    l->key = key; /* steals key */
    l->result = NEWREF(result);
    Object *sd_args[2] = {key, (Object *)l};
    Object *winner = obj_call_method(c->cache, "setdefault", sd_args, 2);
    if (winner != (Object *)l) { /* another thread cached it first, or an error */
        XDECREF(winner);
        DECREF((Object *)l);
        if (winner == NULL) {
            DECREF(result);
            return NULL;
        }
        return result;
    }
    DECREF(winner);
    LruLink *evict = NULL;
    obj_lock(self);
    INCREF((Object *)l); /* the list's reference */
    lru_append(c, l);
    if (++c->count > c->maxsize) {
        evict = c->root.next;
        lru_unlink(evict);
        c->count--;
    }
    obj_unlock(self);
    DECREF((Object *)l);
    if (evict != NULL) {
        /* the dict still maps evict->key to evict: nobody re-inserted it */
        if (dict_del(c->cache, evict->key) < 0) err_clear(); /* cleared meanwhile */
        DECREF((Object *)evict);
    }
    return result;
}

/* Empty the list (under the lock), then drop its references (outside). */
static void lru_drop_list(LruCoreObject *c)
{
    obj_lock(&c->ob);
    LruLink *first = c->root.next;
    for (LruLink *l = first; l != &c->root; l = l->next) l->prev = NULL; /* mark unlisted */
    if (c->root.prev != NULL) c->root.prev->next = NULL;                   /* end of the detached chain */
    c->root.prev = c->root.next = &c->root;
    c->count = 0;
    obj_unlock(&c->ob);
    for (LruLink *l = first, *next; l != NULL && l != &c->root; l = next) {
        next = l->next;
        l->next = NULL;
        DECREF((Object *)l);
    }
}

static Object *lru_clear_meth(Object *self, Object *const *args, ssize_t nargs, Object *kw)
{
    (void)args;
    if (args_no_kw("clear", kw) < 0 || args_count("clear", nargs, 0, 0) < 0) return NULL;
    LruCoreObject *c = (LruCoreObject *)self;
    lru_drop_list(c);
    atomic_store(&c->hits, 0);
    atomic_store(&c->misses, 0);
    Object *r = obj_call_method(c->cache, "clear", NULL, 0);
    return r;
}

/* (hits, misses, currsize) */
static Object *lru_info(Object *self, Object *const *args, ssize_t nargs, Object *kw)
{
    (void)args;
    if (args_no_kw("info", kw) < 0 || args_count("info", nargs, 0, 0) < 0) return NULL;
    LruCoreObject *c = (LruCoreObject *)self;
    Object *h = int_from_i64(atomic_load(&c->hits)), *m = int_from_i64(atomic_load(&c->misses));
    Object *n = int_from_i64(dict_len(c->cache));
    Object *t = h != NULL && m != NULL && n != NULL ? tuple_pack(3, h, m, n) : NULL;
    XDECREF(h);
    XDECREF(m);
    XDECREF(n);
    return t;
}

static void lru_dealloc(Object *self)
{
    LruCoreObject *c = (LruCoreObject *)self;
    lru_drop_list(c);
    CLEAR(c->func);
    CLEAR(c->cache);
    obj_free(self);
}

static int lru_traverse(Object *self, VisitFunc visit, void *arg)
{
    LruCoreObject *c = (LruCoreObject *)self;
    int r = 0;
    if (c->func != NULL && !is_small(c->func)) r = visit(c->func, arg);
    if (r == 0 && c->cache != NULL) r = visit(c->cache, arg);
    for (LruLink *l = c->root.next; r == 0 && l != NULL && l != &c->root; l = l->next) r = visit((Object *)l, arg);
    return r;
}

static int lru_clear_refs(Object *self)
{
    LruCoreObject *c = (LruCoreObject *)self;
    lru_drop_list(c);
    CLEAR(c->func);
    CLEAR(c->cache);
    return 0;
}

static const MethodDef lru_methods[] = {
    {"info", lru_info, METH_DEFAULT},
    {"clear", lru_clear_meth, METH_DEFAULT},
    {NULL, NULL, 0},
};

Type LruCore_Type = {
    TYPE_HEAD_INIT,
    .name = "_functools._lru_core", /* fpy's own: lives in _functools */
    .basicsize = sizeof(LruCoreObject),
    .flags = TPF_GC,
    .dealloc = lru_dealloc,
    .traverse = lru_traverse,
    .clear = lru_clear_refs,
    .call = lru_call,
    .methods = lru_methods,
};

/* _lru_core(user_function, maxsize (None or an int >= 0), typed) */
static Object *functools_lru_core(Object *self, Object *const *args, ssize_t nargs, Object *kw)
{
    (void)self;
    if (args_no_kw("_lru_core", kw) < 0 || args_count("_lru_core", nargs, 3, 3) < 0) return NULL;
    ssize_t maxsize = -1;
    if (args[1] != None) {
        maxsize = num_as_ssize(args[1]);
        if (maxsize == -1 && err_occurred()) return NULL;
        if (maxsize < 0) maxsize = 0;
    }
    int typed = obj_is_true(args[2]);
    if (typed < 0) return NULL;
    Object *cache = dict_new();
    if (cache == NULL) return NULL;
    LruCoreObject *c = (LruCoreObject *)obj_alloc(&LruCore_Type, sizeof(LruCoreObject));
    if (c == NULL) {
        DECREF(cache);
        return NULL;
    }
    c->func = NEWREF(args[0]);
    c->cache = cache;
    c->maxsize = maxsize;
    c->typed = typed;
    atomic_init(&c->hits, 0);
    atomic_init(&c->misses, 0);
    c->root.prev = c->root.next = &c->root;
    return (Object *)c;
}

/* reduce(function, iterable[, initial]): a left fold. */
static Object *functools_reduce(Object *self, Object *const *args, ssize_t nargs, Object *kw)
{
    (void)self;
    if (args_no_kw("reduce", kw) < 0 || args_count("reduce", nargs, 2, 3) < 0) return NULL;
    Object *it = obj_iter(args[1]);
    if (it == NULL) {
        if (err_matches(&Exc_TypeError)) {
            err_clear();
            err_set(&Exc_TypeError, "reduce() arg 2 must support iteration");
        }
        return NULL;
    }
    Object *acc = nargs == 3 ? NEWREF(args[2]) : NULL, *item;
    while ((item = iter_next(it)) != NULL) {
        if (acc == NULL) {
            acc = item;
            continue;
        }
        Object *r = obj_call2(args[0], acc, item);
        DECREF(acc);
        DECREF(item);
        if ((acc = r) == NULL) break;
    }
    DECREF(it);
    if (err_occurred()) {
        XDECREF(acc);
        return NULL;
    }
    if (acc == NULL) return err_set(&Exc_TypeError, "reduce() of empty iterable with no initial value");
    return acc;
}

static const MethodDef functools_methods[] = {
    {"reduce", functools_reduce, METH_DEFAULT},
    {"cmp_to_key", functools_cmp_to_key, METH_DEFAULT},
    {"_lru_core", functools_lru_core, METH_DEFAULT},
    {NULL, NULL, 0},
};

int functoolsmodule_init(void)
{
    if (type_ready(&Partial_Type) < 0 || type_ready(&KeyWrapper_Type) < 0 || type_ready(&LruLink_Type) < 0 ||
        type_ready(&LruCore_Type) < 0)
        return -1;
    Object *m = module_new_builtin("_functools", functools_methods);
    if (m == NULL || dict_set_cstr(module_dict(m), "partial", (Object *)&Partial_Type) < 0) return -1;
    return 0;
}
