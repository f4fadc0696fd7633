/* opcodes.h: every bytecode instruction, defined once.
 *
 * An instruction is one 32-bit word: opcode in the low 8 bits, argument in
 * the high 24 (so no EXTENDED_ARG).  Jump arguments are absolute
 * instruction indexes.  Include this file with OP defined to expand it:
 *
 *   OP(name, operand, stack_effect, "semantics")
 *
 * operand: what the argument means (ARG_NONE, ARG_CONST, ARG_NAME, ARG_LOCAL,
 * ARG_CELL, ARG_JUMP, ARG_COUNT, ARG_OTHER): the disassembler uses it to
 * print the argument's meaning.
 * stack_effect: an expression in `arg` and `jump` (1 when the jump is
 * taken) giving the net change of the stack depth; the code generator
 * computes the maximum depth from it.
 *
 * The stack layout of a call (as in CPython 3.13):
 *   [callable, self_or_NULL, arg1 .. argN]   CALL N
 * A plain call pushes NULL after the callable (PUSH_NULL); LOAD_METHOD
 * pushes (method, self) when the attribute is a method of the type, so no
 * bound-method object is made, and (attribute, NULL) otherwise.
 *
 * Keep the list in this order: grouped by kind, new opcodes at a group's end.
 */
OP(NOP,                ARG_NONE,  0,  "do nothing")
OP(POP_TOP,            ARG_NONE,  -1, "pop TOS")
OP(COPY,               ARG_COUNT, 1,  "push a new reference to STACK[-arg] (COPY 1 = duplicate TOS)")
OP(SWAP,               ARG_COUNT, 0,  "swap TOS with STACK[-arg]")
OP(PUSH_NULL,          ARG_NONE,  1,  "push NULL (the self slot of a plain call)")

OP(LOAD_CONST,         ARG_CONST, 1,  "push consts[arg]")
OP(LOAD_FAST,          ARG_LOCAL, 1,  "push locals[arg]; UnboundLocalError if unset")
OP(STORE_FAST,         ARG_LOCAL, -1, "locals[arg] = pop()")
OP(DELETE_FAST,        ARG_LOCAL, 0,  "locals[arg] = NULL; UnboundLocalError if unset")
OP(LOAD_DEREF,         ARG_CELL,  1,  "push the content of cell localsplus[arg]; NameError/UnboundLocalError if empty")
OP(STORE_DEREF,        ARG_CELL,  -1, "cell localsplus[arg] content = pop()")
OP(DELETE_DEREF,       ARG_CELL,  0,  "empty the cell localsplus[arg]")
OP(LOAD_CLOSURE,       ARG_CELL,  1,  "push the cell object localsplus[arg] itself (to build a closure)")
OP(LOAD_GLOBAL,        ARG_NAME,  1,  "push globals[names[arg]], else builtins[...]; NameError")
OP(STORE_GLOBAL,       ARG_NAME,  -1, "globals[names[arg]] = pop()")
OP(DELETE_GLOBAL,      ARG_NAME,  0,  "del globals[names[arg]]")
OP(LOAD_NAME,          ARG_NAME,  1,  "push locals-dict, globals or builtins [names[arg]] (module and class bodies)")
OP(STORE_NAME,         ARG_NAME,  -1, "locals-dict[names[arg]] = pop()")
OP(DELETE_NAME,        ARG_NAME,  0,  "del locals-dict[names[arg]]")
OP(LOAD_ATTR,          ARG_NAME,  0,  "TOS = getattr(TOS, names[arg])")
OP(STORE_ATTR,         ARG_NAME,  -2, "obj = pop(); v = pop(); setattr(obj, names[arg], v)")
OP(DELETE_ATTR,        ARG_NAME,  -1, "delattr(pop(), names[arg])")
OP(LOAD_METHOD,        ARG_NAME,  1,  "obj = pop(); push (method, obj) if names[arg] is a method of type(obj), else (getattr(obj, name), NULL)")
OP(LOAD_ASSERTION_ERROR, ARG_NONE, 1, "push AssertionError")
OP(LOAD_BUILD_CLASS,   ARG_NONE,  1,  "push builtins.__build_class__")

OP(UNARY_NEGATIVE,     ARG_NONE,  0,  "TOS = -TOS")
OP(UNARY_POSITIVE,     ARG_NONE,  0,  "TOS = +TOS")
OP(UNARY_INVERT,       ARG_NONE,  0,  "TOS = ~TOS")
OP(UNARY_NOT,          ARG_NONE,  0,  "TOS = not TOS")
OP(BINARY_OP,          ARG_OTHER, -1, "b = pop(); TOS = TOS op b; arg = BIN_* (api.h), + BINARY_OP_INPLACE for augmented assignment")
OP(COMPARE_OP,         ARG_OTHER, -1, "b = pop(); TOS = TOS cmp b; arg = CMP_*")
OP(IS_OP,              ARG_OTHER, -1, "b = pop(); TOS = (TOS is b) ^ arg")
OP(CONTAINS_OP,        ARG_OTHER, -1, "b = pop(); TOS = (TOS in b) ^ arg")
OP(BINARY_SUBSCR,      ARG_NONE,  -1, "key = pop(); TOS = TOS[key]")
OP(STORE_SUBSCR,       ARG_NONE,  -3, "key = pop(); obj = pop(); v = pop(); obj[key] = v")
OP(DELETE_SUBSCR,      ARG_NONE,  -2, "key = pop(); obj = pop(); del obj[key]")

OP(BUILD_TUPLE,        ARG_COUNT, 1 - (arg), "pop arg items, push them as a tuple")
OP(BUILD_LIST,         ARG_COUNT, 1 - (arg), "pop arg items, push them as a list")
OP(BUILD_SET,          ARG_COUNT, 1 - (arg), "pop arg items, push them as a set")
OP(BUILD_MAP,          ARG_COUNT, 1 - 2 * (arg), "pop arg key/value pairs (key below value), push a dict")
OP(BUILD_SLICE,        ARG_COUNT, 1 - (arg), "arg = 2 or 3: pop start, stop[, step], push slice")
OP(BUILD_STRING,       ARG_COUNT, 1 - (arg), "pop arg strs, push their concatenation (f-strings)")
OP(LIST_APPEND,        ARG_COUNT, -1, "v = pop(); STACK[-arg].append(v) (comprehensions)")
OP(SET_ADD,            ARG_COUNT, -1, "v = pop(); STACK[-arg].add(v)")
OP(MAP_ADD,            ARG_COUNT, -2, "v = pop(); k = pop(); STACK[-arg][k] = v")
OP(LIST_EXTEND,        ARG_COUNT, -1, "it = pop(); STACK[-arg].extend(it) (star displays, *args)")
OP(SET_UPDATE,         ARG_COUNT, -1, "it = pop(); STACK[-arg].update(it)")
OP(DICT_UPDATE,        ARG_COUNT, -1, "m = pop(); STACK[-arg].update(m) ({**m} displays)")
OP(DICT_MERGE,         ARG_COUNT, -1, "m = pop(); STACK[-arg].update(m), TypeError on a repeated key (f(**m)); vm: the callable, named in errors, is at STACK[-(arg+3)] ([callable, NULL, args, dict])")
OP(LIST_TO_TUPLE,      ARG_NONE,  0,  "TOS = tuple(TOS)")
OP(FORMAT_VALUE,       ARG_OTHER, -(((arg) & 4) != 0), "arg & 3: conversion (0 none, 1 !s, 2 !r, 3 !a); arg & 4: spec = pop() first; TOS = format(TOS, spec)")
OP(UNPACK_SEQUENCE,    ARG_COUNT, (arg) - 1, "pop a sequence, push its arg items, last item first")
OP(UNPACK_EX,          ARG_OTHER, ((arg) & 0xff) + ((arg) >> 8), "a, *b, c = seq: arg = before | after << 8; pushes after..., list, before... (so the first is on top)")

OP(JUMP,               ARG_JUMP,  0,  "jump forward to arg")
OP(JUMP_BACKWARD,      ARG_JUMP,  0,  "jump back to arg; a safepoint (eval breaker checked)")
OP(POP_JUMP_IF_FALSE,  ARG_JUMP,  -1, "if not pop(): jump to arg")
OP(POP_JUMP_IF_TRUE,   ARG_JUMP,  -1, "if pop(): jump to arg")
OP(POP_JUMP_IF_NONE,   ARG_JUMP,  -1, "if pop() is None: jump to arg")
OP(POP_JUMP_IF_NOT_NONE, ARG_JUMP, -1, "if pop() is not None: jump to arg")
OP(JUMP_IF_FALSE_OR_POP, ARG_JUMP, (jump) ? 0 : -1, "if not TOS: jump to arg (keep TOS) else pop (`and`)")
OP(JUMP_IF_TRUE_OR_POP, ARG_JUMP, (jump) ? 0 : -1, "if TOS: jump to arg (keep TOS) else pop (`or`)")
OP(GET_ITER,           ARG_NONE,  0,  "TOS = iter(TOS)")
OP(FOR_ITER,           ARG_JUMP,  (jump) ? -1 : 1, "push next(TOS); when exhausted pop the iterator and jump to arg")

OP(CALL,               ARG_COUNT, -1 - (arg), "[callable, self_or_NULL, args x arg] -> result")
OP(CALL_KW,            ARG_COUNT, -2 - (arg), "[callable, self_or_NULL, args x arg, kwnames] -> result; the last len(kwnames) args are keywords")
OP(CALL_EX,            ARG_OTHER, -2 - ((arg) & 1), "[callable, NULL, args tuple, kwargs dict if arg & 1] -> result (f(*a, **k)); vm: args may be any iterable, the NULL slot may hold self")
OP(MAKE_FUNCTION,      ARG_OTHER, -(((arg) & 1) != 0) - (((arg) & 2) != 0) - (((arg) & 4) != 0) - (((arg) & 8) != 0), "code = pop(); closure tuple if arg & 8, annotations dict if arg & 4, kwdefaults dict if arg & 2, defaults tuple if arg & 1 (popped in that order); push function")
OP(RETURN_VALUE,       ARG_NONE,  -1, "return pop() to the caller")
OP(RETURN_CONST,       ARG_CONST, 0,  "return consts[arg]")

OP(RAISE_VARARGS,      ARG_COUNT, -(arg), "0: re-raise the handled exception; 1: raise pop(); 2: cause = pop(); raise pop() from cause")
OP(RERAISE,            ARG_NONE,  -1, "raise pop() again, keeping its traceback")
OP(PUSH_EXC_INFO,      ARG_NONE,  1,  "exc = pop(); push the handled exception (or None); push exc; it becomes the handled exception")
OP(POP_EXCEPT,         ARG_NONE,  -1, "the handled exception = pop() (restores the previous one)")
OP(CHECK_EXC_MATCH,    ARG_NONE,  0,  "type = pop(); push isinstance(TOS, type) as a bool (TypeError if type is not an exception class)")

OP(YIELD_VALUE,        ARG_NONE,  0,  "suspend the generator yielding pop(); on resume push the sent value (in fpy a generator's first resume pushes nothing: its body starts with an empty stack)")
OP(GET_YIELD_FROM_ITER, ARG_NONE, 0,  "TOS = iter(TOS) unless it is a generator")
OP(SEND,               ARG_JUMP,  (jump) ? -1 : 0, "[iter, v]: v = iter.send(v) (next if None); on StopIteration replace both by its value and jump to arg; vm: yield from is exactly SEND; YIELD_VALUE; JUMP_BACKWARD to the SEND (throw()/close() delegation relies on it)")
OP(IMPORT_NAME,        ARG_NAME,  -1, "fromlist = pop(); level = pop(); push __import__(names[arg], fromlist, level)")
OP(IMPORT_FROM,        ARG_NAME,  1,  "push getattr(TOS, names[arg]) (ImportError if missing)")
OP(BEFORE_WITH,        ARG_NONE,  1,  "mgr = pop(); push mgr.__exit__ (bound); push mgr.__enter__()")
OP(WITH_EXCEPT_START,  ARG_NONE,  1,  "[exit_func, prev_exc, exc]: push exit_func(type(exc), exc, None)")
OP(IMPORT_STAR,        ARG_NONE,  -1, "module = pop(); copy its public names (__all__ if present, else every name not starting with '_') into the frame's locals dict (module or class body)")
OP(PRINT_EXPR,         ARG_NONE,  -1, "sys.displayhook(pop()) (an expression statement compiled in 'single' mode: the interactive prompt)")

/* Pattern matching (the match statement, compiler/compile_match.c) and
 * annotations. */
OP(MATCH_SEQUENCE,     ARG_NONE,  1,  "push whether TOS is a sequence to match: list, tuple, range, collections.deque or a subclass (never str, bytes, bytearray)")
OP(MATCH_MAPPING,      ARG_NONE,  1,  "push whether TOS is a mapping to match: dict or a subclass")
OP(MATCH_KEYS,         ARG_NONE,  1,  "[subject, keys tuple]: push the tuple of subject.get(k) for each key, or None when a key is missing; ValueError on a repeated key")
OP(MATCH_CLASS,        ARG_COUNT, -2, "[subject, cls, names tuple] -> the tuple of arg positional attributes (named by cls.__match_args__) then the named ones, or None when subject is not a cls or lacks one")
OP(GET_LEN,            ARG_NONE,  1,  "push len(TOS)")
OP(SETUP_ANNOTATIONS,  ARG_NONE,  0,  "locals-dict['__annotations__'] = {} unless it is there (module and class bodies with annotated names)")

/* Superinstructions (vm/fuse.c): never emitted by the compiler.  When a
 * code object is made, a LOAD_FAST followed by one of these pairs is
 * rewritten in place; the instructions after it stay where they are.  Each
 * does the work of the LOAD_FAST and of the instruction(s) it names, reading
 * the local (and a second local or constant) without counting it, when its
 * fast case applies, and is exactly LOAD_FAST otherwise.  Keep this group
 * last: every opcode from LOAD_FAST__LOAD_ATTR on stands in for a LOAD_FAST
 * (opcode_unfused, vm/code.h). */
OP(LOAD_FAST__LOAD_ATTR,  ARG_LOCAL, 1, "LOAD_FAST; LOAD_ATTR: push locals[arg].name on a cached instance or slot attribute, or through a built-in type's own lookup, skipping the LOAD_ATTR")
OP(LOAD_FAST__BINARY_OP,  ARG_LOCAL, 1, "LOAD_FAST; BINARY_OP: TOS = TOS op locals[arg] for two small ints or two floats, skipping the BINARY_OP")
OP(LOAD_FAST__LOAD_FAST,  ARG_LOCAL, 1, "LOAD_FAST; LOAD_FAST: push both; when a BINARY_OP or COMPARE_OP follows, push its result on two small ints or floats instead")
OP(LOAD_FAST__LOAD_CONST, ARG_LOCAL, 1, "LOAD_FAST; LOAD_CONST: the same with a constant as the second operand")
OP(LOAD_FAST__STORE_ATTR, ARG_LOCAL, 1, "LOAD_FAST; STORE_ATTR: locals[arg].name = pop() into a cached slot or inline value, skipping the STORE_ATTR")
