/* core.h: internals shared by the core runtime files (object, type,
 * exceptions, builtins, sys, io).  Not part of the api.h contract: other
 * areas do not call these. */
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
void exc_syntax_info(Object *exc, Object **filename, Object **lineno, Object **offset, Object **text,
                     Object **end_lineno, Object **end_offset);

/* sysmodule.c: make the sys module and register it in interp->modules. */
Object *sysmodule_init(struct Interp *interp);

/* io.c: sys.stdout / sys.stderr / sys.stdin objects (new refs), and
 * reading one line from stdin for input(): new ref str without the
 * newline; NULL + EOFError at end of file. */
Object *io_stream_new(int fd);
bool io_is_std_stream(Object *o, int fd); /* o is the stream object of fd */
Object *io_read_line(void);

/* module.c: new module with the given immortal functions, registered in
 * interp->modules under its name (built-in modules). */
Object *module_new_builtin(const char *name, const MethodDef *defs);

#endif
