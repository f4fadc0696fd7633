/* dictviews.c: iterating a dict, and its keys / values / items views.
 *
 * The idea.  d.keys(), d.values() and d.items() are *views*: tiny objects
 * that hold the dict and read it live, so they see later changes and cost
 * nothing to make.  keys and items views behave like sets (==, <=, &, |,
 * -, ^ against sets and other views), as in CPython; the set operations
 * build a real set with exactly CPython's steps (a keys view starts from
 * set(dict), which presizes the table, so int keys come out in CPython's
 * order).
 *
 * Iterators walk the dict's entry array by position (dict_entry_at, which
 * locks the dict for each step and INCREFs what it hands out).  Like
 * CPython they remember the dict's size when created: an iterator that
 * finds the size changed raises "dictionary changed size during
 * iteration" (and keeps raising), and one that finds more items than the
 * size promised raises "dictionary keys changed during iteration".
 *
 * Thread safety: views own nothing but a reference to the dict.  An
 * iterator's position is touched without a lock (two threads sharing one
 * iterator may both see an item); every read of the dict is locked.  The
 * dict reference is kept until the iterator dies (not dropped at the end),
 * so a thread still inside next() never sees it freed.
 */
#include "runtime/api.h"
#include "runtime/containers.h"

enum { KIND_KEYS, KIND_VALUES, KIND_ITEMS };

/* ---- iterators -------------------------------------------------------------- */

typedef struct {
    Object ob;
    Object *dict;
    ssize_t pos;   /* next entry (forward) / last entry seen (reverse); -1 when exhausted */
    ssize_t used;  /* the dict's size when the iterator was made; -1 after a change */
    ssize_t len;   /* items left */
    int kind;
    Object *result; /* items: the pair kept for reuse (tuple_pair_result: set once), or NULL */
} DictIterObject;

static Object *new_iter(Object *d, Type *t, int kind, bool reverse)
{
    DictIterObject *it = (DictIterObject *)obj_alloc(t, sizeof(DictIterObject));
    if (it == NULL) return NULL;
    it->dict = NEWREF(d);
    it->used = dict_len(d);
    it->len = it->used;
    it->kind = kind;
    it->pos = reverse ? dict_entries_end(d) : 0;
    return (Object *)it;
}

Object *dict_iter(Object *d) { return new_iter(d, &DictKeyIter_Type, KIND_KEYS, false); }

/* The value next() returns for an entry: key, value or (key, value). */
static Object *produce(DictIterObject *it, Object *k, Object *v)
{
    if (it->kind == KIND_KEYS) return k;
    if (it->kind == KIND_VALUES) return v;
    return tuple_pair_result(&it->result, k, v);
}

static bool size_changed(DictIterObject *it)
{
    if (it->used == dict_len(it->dict)) return false;
    err_set(&Exc_RuntimeError, "dictionary changed size during iteration");
    it->used = -1; /* sticky */
    return true;
}

static Object *dictiter_next(Object *o)
{
    DictIterObject *it = (DictIterObject *)o;
    if (it->pos < 0) return NULL;
    if (size_changed(it)) return NULL;
    Object *k = NULL, *v = NULL;
    Object **kp = it->kind != KIND_VALUES ? &k : NULL, **vp = it->kind != KIND_KEYS ? &v : NULL;
    if (!dict_entry_at(it->dict, &it->pos, kp, vp, NULL)) {
        it->pos = -1;
        return NULL;
    }
    if (it->len == 0) {
        XDECREF(k);
        XDECREF(v);
        it->pos = -1;
        return err_set(&Exc_RuntimeError, "dictionary keys changed during iteration");
    }
    it->len--;
    return produce(it, k, v);
}

static Object *dictreviter_next(Object *o)
{
    DictIterObject *it = (DictIterObject *)o;
    if (it->pos < 0) return NULL;
    if (size_changed(it)) return NULL;
    Object *k = NULL, *v = NULL;
    Object **kp = it->kind != KIND_VALUES ? &k : NULL, **vp = it->kind != KIND_KEYS ? &v : NULL;
    if (it->len == 0 || !dict_entry_before(it->dict, &it->pos, kp, vp)) {
        it->pos = -1;
        return NULL;
    }
    it->len--;
    return produce(it, k, v);
}

static void dictiter_dealloc(Object *o)
{
    DECREF(((DictIterObject *)o)->dict);
    XDECREF(((DictIterObject *)o)->result);
    obj_free(o);
}

static int dictiter_traverse(Object *o, VisitFunc visit, void *arg)
{
    DictIterObject *it = (DictIterObject *)o;
    int r = visit(it->dict, arg);
    if (r == 0 && it->result != NULL) r = visit(it->result, arg);
    return r;
}

static Object *dictiter_length_hint(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    if (args_no_kw("__length_hint__", kwnames) < 0 || args_count("__length_hint__", nargs, 0, 0) < 0) return NULL;
    DictIterObject *it = (DictIterObject *)self;
    bool live = it->pos >= 0 && it->used == dict_len(it->dict);
    return int_from_i64(live ? it->len : 0);
}

static const MethodDef dictiter_methods[] = {
    {"__length_hint__", dictiter_length_hint, METH_DEFAULT},
    {NULL, NULL, 0},
};

#define DICTITER_TYPE(cname, pyname, next)                                                                       \
    Type cname = {                                                                                               \
        TYPE_HEAD_INIT,                                                                                          \
        .name = pyname,                                                                                          \
        .basicsize = sizeof(DictIterObject),                                                                     \
        .flags = TPF_GC,                                                                                         \
        .dealloc = dictiter_dealloc,                                                                             \
        .traverse = dictiter_traverse,                                                                           \
        .iter = iter_return_self,                                                                                \
        .iternext = next,                                                                                        \
        .methods = dictiter_methods,                                                                             \
    };

DICTITER_TYPE(DictKeyIter_Type, "dict_keyiterator", dictiter_next)
DICTITER_TYPE(DictValueIter_Type, "dict_valueiterator", dictiter_next)
DICTITER_TYPE(DictItemIter_Type, "dict_itemiterator", dictiter_next)
DICTITER_TYPE(DictRevKeyIter_Type, "dict_reversekeyiterator", dictreviter_next)
DICTITER_TYPE(DictRevValueIter_Type, "dict_reversevalueiterator", dictreviter_next)
DICTITER_TYPE(DictRevItemIter_Type, "dict_reverseitemiterator", dictreviter_next)

Object *dict_reversed_meth(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    if (args_no_kw("dict.__reversed__", kwnames) < 0 || args_count("dict.__reversed__", nargs, 0, 0) < 0)
        return NULL;
    return new_iter(self, &DictRevKeyIter_Type, KIND_KEYS, true);
}

/* ---- views --------------------------------------------------------------------- */

typedef struct {
    Object ob;
    Object *dict;
} ViewObject;

#define VIEW_DICT(o) (((ViewObject *)(o))->dict)

Object *dictview_to_list(Object *view)
{
    if (TYPE(view) == &DictKeys_Type) return dict_keys_list(VIEW_DICT(view));
    if (TYPE(view) == &DictValues_Type) return dict_values_list(VIEW_DICT(view));
    return dict_items_list(VIEW_DICT(view));
}

static bool is_setlike_view(Object *o) { return TYPE(o) == &DictKeys_Type || TYPE(o) == &DictItems_Type; }

static int view_kind(Object *o)
{
    return TYPE(o) == &DictKeys_Type ? KIND_KEYS : TYPE(o) == &DictValues_Type ? KIND_VALUES : KIND_ITEMS;
}

static Object *new_view(Object *d, Type *t)
{
    ViewObject *v = (ViewObject *)obj_alloc(t, sizeof(ViewObject));
    if (v == NULL) return NULL;
    v->dict = NEWREF(d);
    return (Object *)v;
}

static Object *view_meth(const char *name, Object *self, ssize_t nargs, Object *kwnames, Type *t)
{
    if (args_no_kw(name, kwnames) < 0 || args_count(name, nargs, 0, 0) < 0) return NULL;
    return new_view(self, t);
}

Object *dict_keys_meth(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    return view_meth("dict.keys", self, nargs, kwnames, &DictKeys_Type);
}

Object *dict_values_meth(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    return view_meth("dict.values", self, nargs, kwnames, &DictValues_Type);
}

Object *dict_items_meth(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    return view_meth("dict.items", self, nargs, kwnames, &DictItems_Type);
}

static void view_dealloc(Object *o)
{
    DECREF(VIEW_DICT(o));
    obj_free(o);
}

static int view_traverse(Object *o, VisitFunc visit, void *arg) { return visit(VIEW_DICT(o), arg); }

static ssize_t view_len(Object *o) { return dict_len(VIEW_DICT(o)); }

static Object *view_iter(Object *o)
{
    static Type *const types[] = {&DictKeyIter_Type, &DictValueIter_Type, &DictItemIter_Type};
    int kind = view_kind(o);
    return new_iter(VIEW_DICT(o), types[kind], kind, false);
}

static Object *view_reversed(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    static Type *const types[] = {&DictRevKeyIter_Type, &DictRevValueIter_Type, &DictRevItemIter_Type};
    if (args_no_kw("__reversed__", kwnames) < 0 || args_count("__reversed__", nargs, 0, 0) < 0) return NULL;
    int kind = view_kind(self);
    return new_iter(VIEW_DICT(self), types[kind], kind, true);
}

/* dict_keys([1, 2]): the name, then the repr of the list of what it yields. */
static Object *view_repr(Object *o)
{
    int r = repr_enter(o);
    if (r != 0) return r < 0 ? NULL : str_from_cstr("...");
    Object *l = list_from_iterable(o);
    Object *s = l ? str_from_format("%s(%R)", TYPE_NAME(o), l) : NULL;
    XDECREF(l);
    repr_leave(o);
    return s;
}

static int keys_contains(Object *o, Object *key) { return dict_contains(VIEW_DICT(o), key); }

/* (k, v) in d.items(): d has k, and its value equals v. */
static int items_contains(Object *o, Object *item)
{
    if (!is_tuple(item) || tuple_len(item) != 2) return 0;
    Object *v = dict_get(VIEW_DICT(o), tuple_get(item, 0));
    if (v == NULL) return err_occurred() ? -1 : 0;
    int r = obj_richcompare_bool(v, tuple_get(item, 1), CMP_EQ);
    DECREF(v);
    return r;
}

static int view_contains(Object *o, Object *x)
{
    return TYPE(o) == &DictKeys_Type ? keys_contains(o, x) : items_contains(o, x);
}

/* Every item of a is in b.  1, 0, -1. */
static int all_contained_in(Object *a, Object *b)
{
    Object *it = obj_iter(a);
    if (it == NULL) return -1;
    int ok = 1;
    Object *x;
    while ((x = iter_next(it)) != NULL) {
        ok = obj_contains(b, x);
        DECREF(x);
        if (ok <= 0) break;
    }
    DECREF(it);
    if (ok == 1 && err_occurred()) ok = -1;
    return ok;
}

static Object *view_richcompare(Object *self, Object *other, int op)
{
    if (!is_set_or_frozen(other) && !is_setlike_view(other)) return NotImplemented;
    ssize_t ls = obj_len(self), lo = obj_len(other);
    if (ls < 0 || lo < 0) return NULL;
    int ok = 0;
    switch (op) {
    case CMP_EQ:
    case CMP_NE:
        if (ls == lo) ok = all_contained_in(self, other);
        if (op == CMP_NE && ok >= 0) ok = !ok;
        break;
    case CMP_LT:
        if (ls < lo) ok = all_contained_in(self, other);
        break;
    case CMP_LE:
        if (ls <= lo) ok = all_contained_in(self, other);
        break;
    case CMP_GT:
        if (ls > lo) ok = all_contained_in(other, self);
        break;
    default:
        if (ls >= lo) ok = all_contained_in(other, self);
        break;
    }
    if (ok < 0) return NULL;
    return bool_from(ok);
}

/* ---- set operations (CPython's dictviews_*) ------------------------------------ */

/* set(self) for the left operand; a keys view copies the dict's keys
 * (set(dict) presizes the table, as CPython's PySet_New(dict) does). */
static Object *to_set(Object *self)
{
    if (TYPE(self) == &DictKeys_Type) return set_new(VIEW_DICT(self));
    return set_new(self);
}

static Object *view_or(Object *a, Object *b)
{
    Object *r = to_set(a);
    if (r == NULL) return NULL;
    if (set_update_from(r, b) < 0) {
        DECREF(r);
        return NULL;
    }
    return r;
}

static Object *view_sub(Object *a, Object *b)
{
    Object *r = to_set(a);
    if (r == NULL) return NULL;
    if (set_difference_update_from(r, b) < 0) {
        DECREF(r);
        return NULL;
    }
    return r;
}

/* d1.items() ^ d2.items(), CPython's dictitems_xor: pairs of d2 not in d1
 * first, then what is left of d1. */
static Object *items_xor(Object *a, Object *b)
{
    Object *tmp = dict_copy(VIEW_DICT(a));
    if (tmp == NULL) return NULL;
    Object *r = set_new(NULL);
    if (r == NULL) {
        DECREF(tmp);
        return NULL;
    }
    ssize_t pos = 0, hash;
    Object *k, *v2;
    while (dict_entry_at(VIEW_DICT(b), &pos, &k, &v2, &hash)) {
        Object *v1;
        int del = dict_lookup_known_hash(tmp, k, hash, &v1);
        if (del == 1) {
            del = obj_richcompare_bool(v1, v2, CMP_EQ);
            DECREF(v1);
        }
        int err = del < 0;
        if (del == 1) {
            err = dict_del(tmp, k) < 0;
        } else if (!err) {
            Object *pair = tuple_pack(2, k, v2);
            err = pair == NULL || set_add(r, pair) < 0;
            XDECREF(pair);
        }
        DECREF(k);
        DECREF(v2);
        if (err) goto fail;
    }
    Object *rest = dict_items_list(tmp);
    if (rest == NULL || set_update_from(r, rest) < 0) {
        XDECREF(rest);
        goto fail;
    }
    DECREF(rest);
    DECREF(tmp);
    return r;
fail:
    DECREF(tmp);
    DECREF(r);
    return NULL;
}

static Object *view_xor(Object *a, Object *b)
{
    if (TYPE(a) == &DictItems_Type && TYPE(b) == &DictItems_Type) return items_xor(a, b);
    Object *r = to_set(a);
    if (r == NULL) return NULL;
    if (set_symdiff_update_from(r, b) < 0) {
        DECREF(r);
        return NULL;
    }
    return r;
}

/* CPython's _PyDictView_Intersect. */
static Object *view_and(Object *self, Object *other)
{
    if (!is_setlike_view(self)) {
        Object *t = self;
        self = other;
        other = t;
    }
    ssize_t ls = dict_len(VIEW_DICT(self));
    if (TYPE(other) == &Set_Type) {
        ssize_t lo = obj_len(other);
        if (lo < 0) return NULL;
        if (ls <= lo) return set_intersection_with(other, self);
    }
    if (is_setlike_view(other) && dict_len(VIEW_DICT(other)) > ls) {
        Object *t = self;
        self = other;
        other = t;
    }
    Object *r = set_new(NULL);
    if (r == NULL) return NULL;
    Object *it = obj_iter(other);
    if (it == NULL) {
        DECREF(r);
        return NULL;
    }
    Object *x;
    while ((x = iter_next(it)) != NULL) {
        int in = view_contains(self, x);
        int err = in < 0 || (in > 0 && set_add(r, x) < 0);
        DECREF(x);
        if (err) break;
    }
    DECREF(it);
    if (err_occurred()) {
        DECREF(r);
        return NULL;
    }
    return r;
}

static Object *view_isdisjoint(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("isdisjoint", kwnames) < 0 || args_count("isdisjoint", nargs, 1, 1) < 0) return NULL;
    Object *other = args[0], *probe = self;
    if (other == self) return bool_from(dict_len(VIEW_DICT(self)) == 0);
    /* iterate the smaller side when both have a cheap `in` */
    if ((is_set_or_frozen(other) || is_setlike_view(other))) {
        ssize_t lo = obj_len(other);
        if (lo < 0) return NULL;
        if (lo > dict_len(VIEW_DICT(self))) {
            probe = other;
            other = self;
        }
    }
    Object *it = obj_iter(other);
    if (it == NULL) return NULL;
    Object *x;
    int found = 0;
    while ((x = iter_next(it)) != NULL) {
        found = obj_contains(probe, x);
        DECREF(x);
        if (found != 0) break;
    }
    DECREF(it);
    if (found < 0 || err_occurred()) return NULL;
    return bool_from(!found);
}

static const MethodDef setview_methods[] = {
    {"isdisjoint", view_isdisjoint, METH_DEFAULT},
    {"__reversed__", view_reversed, METH_DEFAULT},
    {NULL, NULL, 0},
};

static const MethodDef values_methods[] = {
    {"__reversed__", view_reversed, METH_DEFAULT},
    {NULL, NULL, 0},
};

/* keys and items views are unhashable set-likes (richcompare without hash). */
#define SETVIEW_TYPE(cname, pyname)                                                                              \
    Type cname = {                                                                                               \
        TYPE_HEAD_INIT,                                                                                          \
        .name = pyname,                                                                                          \
        .basicsize = sizeof(ViewObject),                                                                         \
        .flags = TPF_GC,                                                                                         \
        .dealloc = view_dealloc,                                                                                 \
        .traverse = view_traverse,                                                                               \
        .repr = view_repr,                                                                                       \
        .richcompare = view_richcompare,                                                                         \
        .iter = view_iter,                                                                                       \
        .nb_sub = view_sub,                                                                                      \
        .nb_and = view_and,                                                                                      \
        .nb_or = view_or,                                                                                        \
        .nb_xor = view_xor,                                                                                      \
        .len = view_len,                                                                                         \
        .contains = view_contains,                                                                               \
        .methods = setview_methods,                                                                              \
    };

SETVIEW_TYPE(DictKeys_Type, "dict_keys")
SETVIEW_TYPE(DictItems_Type, "dict_items")

Type DictValues_Type = {
    TYPE_HEAD_INIT,
    .name = "dict_values",
    .basicsize = sizeof(ViewObject),
    .flags = TPF_GC,
    .dealloc = view_dealloc,
    .traverse = view_traverse,
    .repr = view_repr,
    .iter = view_iter,
    .len = view_len,
    .methods = values_methods,
};
