/* core.h: internals of the object model, shared by the core runtime
 * files (object, type, class, descrobject, exceptions, error, abstract,
 * builtins, moduleobject, io) and by the two parts of vm/ that implement the
 * language's own protocols with them: vm/eval.c (properties, static and
 * class methods, slot members in its attribute fast paths) and
 * vm/import.c (ImportError's name and path).  Not part of the api.h
 * contract: compiler/, gc/ and modules/ do not include it. */
#ifndef FPY_CORE_H
#define FPY_CORE_H

#include "runtime/api.h"

/* exceptions.c: ready every exception class, make the MemoryError that
 * err_no_memory raises.  0 or -1. */
int exceptions_init(void);
/* Bind every exception class by name in the builtins dict. */
int exceptions_add_builtins(Object *dict);
/* The pre-allocated, immortal MemoryError instance. */
extern Object *exc_memory_error_inst;
/* SyntaxError's location (args[1] = (filename, lineno, offset, text,
 * end_lineno, end_offset)); each out may be NULL.  Borrowed; NULL when
 * absent.  */
/* Set an ImportError's name and path attributes (NULL: leave unset). */
void exc_set_import_info(Object *exc, Object *name, Object *path);
void exc_syntax_info(Object *exc, Object **filename, Object **lineno, Object **offset, Object **text,
                     Object **end_lineno, Object **end_offset);

/* type.c: Borrowed str: a class's __qualname__ (its name for built-in
 * types); the module name repr shows before it, NULL for built-ins. */
/* Record on the pending AttributeError (if that is what is
 * pending) the object and the attribute name, as CPython's
 * set_attribute_error_context does, for the "Did you mean" printout. */
void err_note_attribute(Object *o, Object *name);
Object *type_qualname(Type *t);
Object *type_module_prefix(Type *t);

/* io.c: is o the stream object of fd (1 or 2); everything flushed at exit. */
bool io_is_std_stream(Object *o, int fd);
/* The text stream sys.stdout / sys.stderr whose .buffer o is; NULL for anything else.  Borrowed. */
Object *io_stream_text_of(Object *o);
void io_flush_at_exit(void);
/* While a capture is set, what this thread writes with io_write_stderr is
 * appended to it (c->failed once out of memory) instead of going to fd 2:
 * how a traceback meant for fd 2 reaches a Python file standing in for
 * sys.stderr (exc_print_file).  Sets c (NULL: none), returns the previous
 * one, to be set back. */
typedef struct IoCapture {
    char *buf;
    size_t len, cap;
    bool failed;
} IoCapture;
IoCapture *io_capture_stderr(IoCapture *c);
/* writelines(lines) of a stream: write(self, line) for each; None or NULL. */
Object *io_writelines(Object *self, Object *lines, CallFunc write);

/* fileobject.c: open() (the builtin), the types and exception it needs
 * (file_init, from runtime_init), sys.stdin, and the exit-time flush of
 * every file with unwritten bytes. */
Object *file_open(Object *self, Object *const *args, ssize_t nargs, Object *kwnames);
int file_init(void);
Object *file_stdin_new(void);
void file_flush_all(void);

/* descrobject.c: the descriptor protocol (see its essay) and the
 * descriptor types classes use. */
typedef struct { Object ob; Object *fget, *fset, *fdel, *doc, *name; } PropertyObject;
typedef struct { Object ob; Object *func; } StaticMethodObject; /* and classmethod */
typedef struct { Object ob; Type *owner; Object *name; size_t offset; } MemberDescrObject;
extern Type Property_Type, StaticMethod_Type, ClassMethod_Type, MemberDescr_Type, Super_Type;
int descr_init(void);
/* A data descriptor found in a class for obj: 1 and *res = its value (new
 * ref, or NULL with an exception); 0 if descr is not a data descriptor. */
int descr_data_get(Object *descr, Object *obj, Object **res);
/* Assign (v) or delete (v NULL) through a data descriptor: 0 / -1, or -2
 * (nothing done) if descr is not a data descriptor. */
int descr_data_set(Object *descr, Object *obj, Object *v);
/* New ref: a non-data class attribute bound to an instance obj of type /
 * looked up on the class itself (`C.f`). */
Object *descr_bind(Object *attr, Object *obj, Type *type);
Object *descr_bind_class(Object *attr, Type *type);
/* Slot wrappers (int.__add__, KeyError.__str__): descr_own_slots is taken
 * by type_ready before inheritance (which slots the type sets itself),
 * descr_add_slot_wrappers after its methods are in its dict. */
extern Type WrapperDescr_Type;
uint64_t descr_own_slots(Type *t);
int descr_add_slot_wrappers(Type *t, uint64_t own);
/* New ref: a __slots__ member descriptor for the pointer at offset. */
Object *member_descr_new(Type *owner, Object *name, size_t offset);

/* builtins.c: len(), which the interpreter's CALL recognises by its C
 * function (a list's or dict's size without the call). */
Object *builtin_len(Object *self, Object *const *args, ssize_t nargs, Object *kwnames);

/* class.c: classes (heap types). */
int class_init(void);
/* type(name, bases, ns) and the class statement.  New ref. */
Object *class_new(Type *meta, Object *name, Object *bases, Object *ns, Object *const *kwargs, Object *kwnames);
/* The metaclass a class with these bases gets when meta is asked for: the
 * most derived of meta and the bases' types; NULL with TypeError
 * ("metaclass conflict") when they are not in one line.  Borrowed. */
Type *class_calculate_meta(Type *meta, Object *bases);
/* type.c: the built-in type whose `new` slot makes t's instances; *named =
 * the type CPython's "__new__ is not safe" error names. */
Type *type_new_base(Type *t, Type **named);
/* Calling a class: __new__ then __init__.  New ref. */
Object *class_instantiate(Type *t, Object *const *args, ssize_t nargs, Object *kwnames);
/* (type.c, beside obj_type_lookup and its cache) Borrowed: name defined by
 * Python code in t's MRO (a class dict), or NULL when absent or when a
 * built-in type of the MRO provides it first. */
Object *class_lookup_py(Type *t, Object *name);
/* Borrowed: the Python method that t's number slot for op (BIN_*, not
 * BIN_POW) calls when an instance of t is the left operand (__add__ for
 * BIN_ADD), or NULL when the slot is not a class's or Python defines no
 * such method.  For the interpreter, which runs it in its own loop. */
Object *class_binop_method(Type *t, int op);
/* t is a class whose MRO defines __init__ in Python (then it takes the
 * constructor's arguments). */
bool class_defines_init(Type *t);
int type_abstract_error(Type *t); /* runtime/object.c: the TypeError for a class with abstract methods; -1 */
/* 0, or -1 with TypeError if t has abstract methods (TPF_ABSTRACT): one flag test on the instantiation path. */
static inline int type_check_abstract(Type *t)
{
    return __builtin_expect((t->flags & TPF_ABSTRACT) != 0, 0) ? type_abstract_error(t) : 0;
}
/* A dunder about to be stored in class t's dict after t's creation: the
 * slot it fills calls it from now on (stops the world to write a slot). */
void class_update_slots(Type *t, Object *name, Object *value);
/* builtins.__build_class__(func, name, *bases, **kw). */
Object *class_build_class(Object *self, Object *const *args, ssize_t nargs, Object *kwnames);

#endif
