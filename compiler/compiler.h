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
/* The same, or (eval_input) eval()'s input: one expression list, the code
 * object returning its value. */
struct CodeObject *compile_source_mode(const char *src, size_t len, const char *filename, bool eval_input);

#endif
