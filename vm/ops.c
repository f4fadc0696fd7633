/* ops.c: the slow paths of the interpreter's opcodes.
 *
 * vm/eval.c keeps each opcode's fast path inline in the loop; what is long
 * and rare lives here: unpacking sequences (UNPACK_SEQUENCE, UNPACK_EX),
 * merging mappings (DICT_UPDATE, DICT_MERGE), preparing f(*args, **kw)
 * (CALL_EX), making the exception of a `raise`, the tests of pattern
 * matching (MATCH_SEQUENCE, MATCH_KEYS, MATCH_CLASS), SETUP_ANNOTATIONS,
 * and CPython's wording of the errors these raise.  The reference rules are
 * the loop's (vm/frame.h): values written to the stack are stack
 * references.
 */
#include <stdlib.h>
#include <string.h>

#include "runtime/api.h"
#include "runtime/lock.h"
#include "vm/function.h"
#include "vm/ops.h"

/* "f()" / "print()" / "'int' object" for call-site error messages
 * (CPython's _PyObject_FunctionStr).  New ref. */
Object *ops_function_str(Object *callable)
{
    if (is_function(callable)) {
        FunctionObject *fn = (FunctionObject *)callable;
        if (fn->module != NULL && is_str(fn->module) && strcmp(str_cstr(fn->module), "builtins") != 0)
            return str_from_format("%U.%U()", fn->module, fn->qualname);
        return str_from_format("%U()", fn->qualname);
    }
    if (TYPE(callable) == &CFunction_Type) {
        CFunctionObject *cf = (CFunctionObject *)callable;
        return str_from_format("%s()", cf->def->name);
    }
    if (TYPE(callable) == &Method_Type) return ops_function_str(((MethodObject *)callable)->func);
    if (is_type(callable)) return str_from_format("%s()", ((Type *)callable)->name);
    return str_from_format("%s object", TYPE_NAME(callable));
}

/* RAISE_VARARGS: make the exception instance to raise from `raise v`.
 * New ref or NULL (with the TypeError set). */
Object *ops_make_raise(Object *v)
{
    if (is_type(v) && type_is_subtype((Type *)v, &Exc_BaseException)) {
        Object *e = obj_call0(v);
        if (e == NULL) return NULL;
        if (!is_exc(e)) {
            err_format(&Exc_TypeError, "calling %R should have returned an instance of BaseException, not %R", v,
                       (Object *)TYPE(e));
            DECREF(e);
            return NULL;
        }
        return e;
    }
    if (is_exc(v)) return NEWREF(v);
    return err_set(&Exc_TypeError, "exceptions must derive from BaseException");
}

bool ops_valid_exc_class(Object *t)
{
    if (is_type(t)) return type_is_subtype((Type *)t, &Exc_BaseException);
    if (is_tuple(t)) {
        for (ssize_t i = 0; i < tuple_len(t); i++)
            if (!ops_valid_exc_class(tuple_get(t, i))) return false;
        return true;
    }
    return false;
}

Object *ops_build_list(Object *const *items, int n)
{
    Object *l = list_new(n);
    if (l == NULL) return NULL;
    Object **slots = ((ListObject *)l)->items;
    for (int i = 0; i < n; i++) slots[i] = stack_to_owned(items[i]);
    if (n > 0) list_note_built(l); /* (an empty one is a leaf already) */
    return l;
}

/* UNPACK_SEQUENCE: write seq's n items into out[n-1] .. out[0] (so the
 * first item ends on top of the stack), as stack references.  0 or -1. */
int ops_unpack_sequence(Object *seq, int n, Object **out)
{
    if (TYPE(seq) == &Tuple_Type || TYPE(seq) == &List_Type) {
        bool is_l = TYPE(seq) == &List_Type;
        if (is_l) obj_lock(seq);
        ssize_t len = is_l ? list_len(seq) : tuple_len(seq);
        if (len == n) {
            Object **items = is_l ? ((ListObject *)seq)->items : tuple_items(seq);
            for (int i = 0; i < n; i++) {
                Object *o = items[i];
                STACK_INCREF(o);
                out[n - 1 - i] = o;
            }
            if (is_l) obj_unlock(seq);
            return 0;
        }
        if (is_l) obj_unlock(seq);
        if (len < n) {
            err_format(&Exc_ValueError, "not enough values to unpack (expected %d, got %zd)", n, len);
        } else {
            err_format(&Exc_ValueError, "too many values to unpack (expected %d)", n);
        }
        return -1;
    }
    Object *it = obj_iter(seq);
    if (it == NULL) {
        if (err_matches(&Exc_TypeError) && TYPE(seq)->iter == NULL && TYPE(seq)->getitem == NULL) {
            err_clear();
            err_format(&Exc_TypeError, "cannot unpack non-iterable %s object", TYPE_NAME(seq));
        }
        return -1;
    }
    int i = 0;
    for (; i < n; i++) {
        Object *o = iter_next(it);
        if (o == NULL) {
            if (err_occurred() == NULL)
                err_format(&Exc_ValueError, "not enough values to unpack (expected %d, got %d)", n, i);
            goto fail;
        }
        out[n - 1 - i] = stack_from_owned(o);
    }
    Object *extra = iter_next(it);
    if (extra != NULL) {
        DECREF(extra);
        err_format(&Exc_ValueError, "too many values to unpack (expected %d)", n);
        goto fail;
    }
    if (err_occurred() != NULL) goto fail;
    DECREF(it);
    return 0;
fail:
    for (int k = 0; k < i; k++) STACK_DECREF(out[n - 1 - k]);
    DECREF(it);
    return -1;
}

/* UNPACK_EX: before | after << 8.  Writes before + 1 + after stack
 * references to out[] (bottom to top: the after items last first, the
 * middle list, the before items last first).  0 or -1. */
int ops_unpack_ex(Object *seq, int before, int after, Object **out)
{
    if (TYPE(seq)->iter == NULL && TYPE(seq)->getitem == NULL) {
        err_format(&Exc_TypeError, "cannot unpack non-iterable %s object", TYPE_NAME(seq));
        return -1;
    }
    Object *l = list_from_iterable(seq);
    if (l == NULL) return -1;
    ssize_t len = list_len(l);
    if (len < before + after) {
        err_format(&Exc_ValueError, "not enough values to unpack (expected at least %d, got %zd)",
                   before + after, len);
        DECREF(l);
        return -1;
    }
    Object **items = ((ListObject *)l)->items;
    int k = 0;
    for (int i = 0; i < after; i++) {
        Object *o = items[len - 1 - i];
        STACK_INCREF(o);
        out[k++] = o;
    }
    Object *mid = list_new(len - before - after);
    if (mid == NULL) {
        for (int i = 0; i < k; i++) STACK_DECREF(out[i]);
        DECREF(l);
        return -1;
    }
    for (ssize_t i = before; i < len - after; i++) ((ListObject *)mid)->items[i - before] = NEWREF(items[i]);
    out[k++] = mid;
    for (int i = before - 1; i >= 0; i--) {
        Object *o = items[i];
        STACK_INCREF(o);
        out[k++] = o;
    }
    DECREF(l);
    return 0;
}

/* DICT_UPDATE / DICT_MERGE: merge mapping m into dict d.  For a merge
 * (f(**m)) a repeated key is a TypeError naming `callable`.  As CPython's
 * dict_merge: a dict whose type keeps dict's __iter__ (a dict, or a
 * subclass that does not override it) gives its own items, whatever its
 * keys() or __getitem__ say; any other mapping is read through m.keys()
 * and m[key]. */
int ops_dict_merge(Object *d, Object *m, bool merge, Object *callable)
{
    Object *keys = NULL;
    bool own_items = is_dict(m) && TYPE(m)->iter == Dict_Type.iter;
    if (own_items) {
        if (!merge) return dict_update(d, m);
        keys = dict_items_list(m); /* (key, value) pairs, one snapshot */
    } else {
        Object *kf = obj_lookup_attr(m, STR_ID("keys"));
        if (kf == NULL) {
            if (err_occurred()) return -1;
            if (merge) {
                Object *fs = ops_function_str(callable);
                if (fs != NULL) {
                    err_format(&Exc_TypeError, "%U argument after ** must be a mapping, not %s", fs, TYPE_NAME(m));
                    DECREF(fs);
                }
            } else {
                err_format(&Exc_TypeError, "'%s' object is not a mapping", TYPE_NAME(m));
            }
            return -1;
        }
        Object *k = obj_call0(kf);
        DECREF(kf);
        if (k == NULL) return -1;
        keys = list_from_iterable(k);
        DECREF(k);
    }
    if (keys == NULL) return -1;
    int rc = 0;
    for (ssize_t i = 0; i < list_len(keys); i++) {
        Object *key = ((ListObject *)keys)->items[i];
        if (own_items) key = tuple_get(key, 0);
        if (merge) {
            int c = dict_contains(d, key);
            if (c < 0) { rc = -1; break; }
            if (c) {
                Object *fs = ops_function_str(callable);
                if (fs != NULL) {
                    if (is_str(key))
                        err_format(&Exc_TypeError, "%U got multiple values for keyword argument '%U'", fs, key);
                    else
                        err_set(&Exc_TypeError, "keywords must be strings");
                    DECREF(fs);
                }
                rc = -1;
                break;
            }
        }
        Object *v = own_items ? NEWREF(tuple_get(((ListObject *)keys)->items[i], 1)) : obj_getitem(m, key);
        if (v == NULL) { rc = -1; break; }
        rc = dict_set(d, key, v);
        DECREF(v);
        if (rc < 0) break;
    }
    DECREF(keys);
    return rc;
}

/* CALL_EX's arguments: positional items of `pos` (a tuple after
 * conversion) then the values of `kw`; *kwnames_out = tuple of keys or
 * NULL.  argv is malloc'd when more than `nsmall` are needed.  Every item
 * is a new reference held in *holder (a list), so a dict mutated by
 * another thread cannot pull them away.  0 or -1. */
int ops_call_ex_args(Object *callable, Object **pos, Object *kw, Object **holder, Object **kwnames_out)
{
    *kwnames_out = NULL;
    *holder = NULL;
    if (TYPE(*pos) != &Tuple_Type) {
        if (TYPE(*pos)->iter == NULL && TYPE(*pos)->getitem == NULL) {
            Object *fs = ops_function_str(callable);
            if (fs != NULL) {
                err_format(&Exc_TypeError, "%U argument after * must be an iterable, not %s", fs, TYPE_NAME(*pos));
                DECREF(fs);
            }
            return -1;
        }
        Object *l = list_from_iterable(*pos);
        if (l == NULL) return -1;
        Object *t = list_as_tuple(l);
        DECREF(l);
        if (t == NULL) return -1;
        STACK_DECREF(*pos);
        *pos = stack_from_owned(t);
    }
    if (kw == NULL || dict_len(kw) == 0) return 0;
    Object *items = dict_items_list(kw);
    if (items == NULL) return -1;
    ssize_t n = list_len(items);
    Object *names = tuple_new(n);
    if (names == NULL) {
        DECREF(items);
        return -1;
    }
    for (ssize_t i = 0; i < n; i++) {
        Object *k = tuple_get(((ListObject *)items)->items[i], 0);
        if (!is_str(k)) {
            for (ssize_t j = i; j < n; j++) tuple_items(names)[j] = NEWREF(None);
            DECREF(names);
            DECREF(items);
            err_set(&Exc_TypeError, "keywords must be strings");
            return -1;
        }
        tuple_items(names)[i] = NEWREF(k);
    }
    *holder = items;
    *kwnames_out = names;
    return 0;
}


/* ---- pattern matching (the match statement) ------------------------------ */

extern Type Deque_Type; /* modules/collectionsmodule.c */

/* MATCH_SEQUENCE: CPython's Py_TPFLAGS_SEQUENCE types that fpy has. */
bool ops_match_sequence(Object *o)
{
    if (is_list(o) || is_tuple(o)) return true;
    Type *t = TYPE(o);
    return type_is_subtype(t, &Range_Type) || type_is_subtype(t, &Deque_Type) ||
           type_is_subtype(t, &MemoryView_Type);
}

/* Is k among keys[0..n)?  1, 0, or -1 (error). */
static int key_seen(Object *const *keys, ssize_t n, Object *k)
{
    for (ssize_t i = 0; i < n; i++) {
        int eq = obj_eq(keys[i], k);
        if (eq != 0) return eq;
    }
    return 0;
}

Object *ops_match_keys(Object *map, Object *keys)
{
    ssize_t n = tuple_len(keys);
    Object *const *ks = tuple_items(keys);
    Object *values = tuple_new(n);
    if (values == NULL) return NULL;
    /* subclasses answer through their get(key, default), as in CPython
     * (a __missing__ is not called); a fresh object stands for "missing" */
    Object *dummy = TYPE(map) == &Dict_Type ? NULL : list_new(0);
    if (TYPE(map) != &Dict_Type && dummy == NULL) goto fail;
    for (ssize_t i = 0; i < n; i++) {
        int seen = key_seen(ks, i, ks[i]);
        if (seen != 0) {
            if (seen > 0) err_format(&Exc_ValueError, "mapping pattern checks duplicate key (%R)", ks[i]);
            goto fail;
        }
        Object *v;
        if (dummy == NULL) {
            v = dict_get(map, ks[i]);
            if (v == NULL && err_occurred()) goto fail;
        } else {
            Object *args[2] = {ks[i], dummy};
            v = obj_call_method(map, "get", args, 2);
            if (v == NULL) goto fail;
            if (v == dummy) {
                DECREF(v);
                v = NULL;
            }
        }
        if (v == NULL) { /* a key is missing: no match */
            XDECREF(dummy);
            DECREF(values);
            return None;
        }
        tuple_items(values)[i] = v;
    }
    XDECREF(dummy);
    return values;
fail:
    XDECREF(dummy);
    DECREF(values);
    return NULL;
}

/* The types whose instances match themselves as their one positional
 * sub-pattern (int(x), str(s), ...): CPython's _Py_TPFLAGS_MATCH_SELF. */
static bool matches_self(Type *t)
{
    static Type *const self_types[] = {&Bool_Type, &ByteArray_Type, &Bytes_Type, &Dict_Type, &Float_Type, &FrozenSet_Type,
                                       &Int_Type, &List_Type, &Set_Type, &Str_Type, &Tuple_Type};
    for (size_t i = 0; i < sizeof self_types / sizeof self_types[0]; i++)
        if (type_is_subtype(t, self_types[i])) return true;
    return false;
}

/* The attribute `name` of subject for a class pattern (new ref), or NULL
 * with no exception when it is missing; names already asked for are an
 * error. */
static Object *match_class_attr(Object *subject, Type *type, Object *name, Object *const *seen, ssize_t nseen)
{
    int dup = key_seen(seen, nseen, name);
    if (dup != 0) {
        if (dup > 0) err_format(&Exc_TypeError, "%s() got multiple sub-patterns for attribute %R", type->name, name);
        return NULL;
    }
    Object *v = obj_getattr(subject, name);
    if (v == NULL && err_matches(&Exc_AttributeError)) err_clear();
    return v;
}

Object *ops_match_class(Object *subject, Object *cls, int nargs, Object *kwnames)
{
    if (!is_type(cls)) {
        err_set(&Exc_TypeError, "called match pattern must be a type");
        return NULL;
    }
    Type *type = (Type *)cls;
    int r = obj_isinstance(subject, cls);
    if (r <= 0) return r < 0 ? NULL : None;
    ssize_t nkw = tuple_len(kwnames);
    Object *attrs = tuple_new(nargs + nkw);
    if (attrs == NULL) return NULL;
    Object **items = tuple_items(attrs);
    Object **seen = malloc(sizeof(Object *) * (size_t)(nargs + nkw + 1)); /* the names asked for so far (borrowed) */
    if (seen == NULL) {
        DECREF(attrs);
        return err_no_memory();
    }
    ssize_t nseen = 0, filled = 0;
    Object *match_args = NULL;
    if (nargs) {
        bool match_self = false;
        match_args = obj_getattr(cls, STR_ID("__match_args__"));
        if (match_args != NULL) {
            if (TYPE(match_args) != &Tuple_Type) {
                err_format(&Exc_TypeError, "%s.__match_args__ must be a tuple (got %s)", type->name, TYPE_NAME(match_args));
                goto fail;
            }
        } else if (err_matches(&Exc_AttributeError)) {
            /* no __match_args__: only the self-matching types take one */
            err_clear();
            match_args = tuple_new(0);
            if (match_args == NULL) goto fail;
            match_self = matches_self(type);
        } else {
            goto fail;
        }
        ssize_t allowed = match_self ? 1 : tuple_len(match_args);
        if (allowed < nargs) {
            err_format(&Exc_TypeError, "%s() accepts %zd positional sub-pattern%s (%d given)", type->name, allowed,
                       allowed == 1 ? "" : "s", nargs);
            goto fail;
        }
        if (match_self) {
            INCREF(subject);
            items[filled++] = subject;
        } else {
            for (int i = 0; i < nargs; i++) {
                Object *name = tuple_items(match_args)[i];
                if (TYPE(name) != &Str_Type) {
                    err_format(&Exc_TypeError, "__match_args__ elements must be strings (got %s)", TYPE_NAME(name));
                    goto fail;
                }
                Object *v = match_class_attr(subject, type, name, seen, nseen);
                if (v == NULL) goto fail;
                seen[nseen++] = name;
                items[filled++] = v;
            }
        }
    }
    for (ssize_t i = 0; i < nkw; i++) {
        Object *name = tuple_items(kwnames)[i];
        Object *v = match_class_attr(subject, type, name, seen, nseen);
        if (v == NULL) goto fail;
        seen[nseen++] = name;
        items[filled++] = v;
    }
    XDECREF(match_args);
    free(seen);
    return attrs;
fail:
    XDECREF(match_args);
    free(seen);
    for (ssize_t i = filled; i < nargs + nkw; i++) items[i] = None; /* the tuple must be complete to be freed */
    DECREF(attrs);
    return err_occurred() ? NULL : None;
}

/* ---- annotations ----------------------------------------------------------- */

int ops_setup_annotations(Object *ns)
{
    Object *key = STR_ID("__annotations__");
    Object *v;
    if (TYPE(ns) == &Dict_Type) {
        v = dict_get(ns, key);
        if (v == NULL && err_occurred()) return -1;
    } else {
        v = obj_getitem(ns, key);
        if (v == NULL) {
            if (!err_matches(&Exc_KeyError)) return -1;
            err_clear();
        }
    }
    if (v != NULL) {
        DECREF(v);
        return 0;
    }
    Object *d = dict_new();
    if (d == NULL) return -1;
    int r = TYPE(ns) == &Dict_Type ? dict_set(ns, key, d) : obj_setitem(ns, key, d);
    DECREF(d);
    return r;
}
