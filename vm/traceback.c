/* traceback.c: recording where an exception went.
 *
 * An exception carries its traceback as a list of (filename, lineno,
 * funcname) entries (runtime/api.h ExcObject); exc_print() (core) prints
 * them in CPython's layout, outermost first.  The interpreter adds one
 * entry per frame the exception passes through: the frame where it is
 * raised (at the failing instruction's line), then each caller as the
 * exception unwinds into it (at the line of its call).  The entries are
 * therefore produced innermost first, and exc_add_traceback puts each new
 * one in front (CPython links each new traceback object in front of the
 * chain too), giving outermost first.  A re-raise (bare `raise`, RERAISE)
 * adds nothing: the frame is already listed.
 */
#include "runtime/api.h"
#include "vm/eval.h"

int traceback_add_frame(Object *exc, Frame *f, int instr)
{
    CodeObject *co = f->code;
    if (!is_exc(exc)) return 0;
    return exc_add_traceback(exc, co->filename, code_line(co, instr), co->name);
}
