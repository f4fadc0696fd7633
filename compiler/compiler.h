/* compiler.h: what the rest of fpy calls in the compiler.
 *
 * The compiler is a pipeline of its own (docs/architecture.md): source
 * text -> lexer.re (tokens) -> parser.c (an AST in an arena, ast.h) ->
 * symtable.c (scopes) -> compile.c and assemble.c (a code object).  Only
 * its two ends are public: source text in, an immutable code object out.
 * The AST, the symbol table and the code generator's structures are
 * internal to compiler/ (ast.h, symtable.h, codegen.h), so nothing outside
 * it depends on their shape.
 */
#ifndef FPY_COMPILER_H
#define FPY_COMPILER_H

#include <stdbool.h>
#include <stddef.h>

struct CodeObject;

/* The whole pipeline: compile src (len bytes of UTF-8, need not be
 * NUL-terminated) as a module's body.  filename is what tracebacks and
 * SyntaxErrors show.  New ref to the module's code object, or NULL with
 * SyntaxError (IndentationError, TabError, ...) set: its args are
 * (msg, (filename, lineno, offset, text, end_lineno, end_offset)), as in
 * CPython, so the traceback printer can show the line and the caret. */
struct CodeObject *compile_source(const char *src, size_t len, const char *filename);
/* What the source is, as compile()'s mode argument says. */
enum {
    COMPILE_EXEC = 0,   /* a module's body (compile_source) */
    COMPILE_EVAL = 1,   /* eval()'s input: one expression list, the code object returning its value */
    COMPILE_SINGLE = 2, /* one statement typed at the prompt: a compound statement or one line of
                         * simple statements; the value of each expression statement outside
                         * function and class bodies goes to sys.displayhook (PRINT_EXPR) */
};
/* The same in the given mode (COMPILE_*). */
struct CodeObject *compile_source_mode(const char *src, size_t len, const char *filename, int mode);

/* For a line-by-line reader (the interactive prompt): does src, the lines
 * read so far (each ending with a newline), need more lines before it is
 * compiled in COMPILE_SINGLE mode?  True inside an open bracket, a
 * triple-quoted string or after a backslash continuation, and after the
 * first line of a compound statement until an empty line ends it, as
 * CPython's prompt does.  False when it is complete or an error shows
 * already (compiling it then raises the error).  Needs no runtime state;
 * *blank is set when src holds nothing but blank lines and comments. */
bool compile_needs_more(const char *src, size_t len, bool *blank);

/* For the traceback's markers (CPython 3.11's rule): when seg, the text
 * of a failing expression, parses alone as a binary operation or a
 * subscript, the byte offsets in seg where its operator (its brackets)
 * starts and where it ends, with true; false otherwise.  Leaves the
 * current exception as it was. */
bool compile_caret_anchors(const char *seg, size_t len, int *left_end, int *right_start);

#endif
