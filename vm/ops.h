/* ops.h: slow paths of the interpreter's opcodes (vm/ops.c). */
#ifndef FPY_OPS_H
#define FPY_OPS_H

#include "vm/frame.h"

/* New ref: "f()", "mod.f()", "print()" or "'int' object": how CPython
 * names a callable in call errors. */
Object *ops_function_str(Object *callable);
/* New ref: the exception instance `raise v` raises, or NULL (TypeError). */
Object *ops_make_raise(Object *v);
/* An exception class or a tuple of them (except clauses)? */
bool ops_valid_exc_class(Object *t);
/* BUILD_LIST: new ref to a list of the n stack references items[0..n)
 * (taken over: the caller drops them from the stack), or NULL with the
 * references left to the caller. */
Object *ops_build_list(Object *const *items, int n);
/* UNPACK_SEQUENCE: seq's n items as stack references into out[n-1]..out[0]
 * (the first item ends on top).  0 or -1. */
int ops_unpack_sequence(Object *seq, int n, Object **out);
/* UNPACK_EX: before + 1 + after stack references into out[] (bottom to
 * top: the after items last first, the middle list, the before items last
 * first).  0 or -1. */
int ops_unpack_ex(Object *seq, int before, int after, Object **out);
/* DICT_UPDATE (merge false) / DICT_MERGE (true: a repeated key is an error
 * naming `callable`): d |= m.  0 or -1. */
int ops_dict_merge(Object *d, Object *m, bool merge, Object *callable);
/* CALL_EX: convert *pos to a tuple if needed (replacing the stack slot) and
 * flatten kw: *holder = a list of (key, value) pairs owning the values,
 * *kwnames_out = a tuple of the keys (both NULL without keywords).  0 or -1. */
int ops_call_ex_args(Object *callable, Object **pos, Object *kw, Object **holder, Object **kwnames_out);

/* Pattern matching.  MATCH_SEQUENCE: may o match a sequence pattern? */
bool ops_match_sequence(Object *o);
/* MATCH_KEYS: new ref to the tuple of map's values for keys, None (a key
 * missing), or NULL (error). */
Object *ops_match_keys(Object *map, Object *keys);
/* MATCH_CLASS: new ref to the tuple of subject's nargs positional
 * attributes (cls.__match_args__) and the attributes named in kwnames,
 * None (no match), or NULL (error, CPython's messages). */
Object *ops_match_class(Object *subject, Object *cls, int nargs, Object *kwnames);

/* SETUP_ANNOTATIONS: ns['__annotations__'] = {} unless ns has it.  0 / -1. */
int ops_setup_annotations(Object *ns);

#endif
