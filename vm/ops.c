/* ops.c: the slow paths of the interpreter's opcodes.
 *
 * vm/eval.c keeps each opcode's fast path inline in the loop; what is long
 * and rare lives here: unpacking sequences (UNPACK_SEQUENCE, UNPACK_EX),
 * merging mappings (DICT_UPDATE, DICT_MERGE), preparing f(*args, **kw)
 * (CALL_EX), making the exception of a `raise`, and
 * CPython's wording of the errors these raise.  The reference rules are
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

