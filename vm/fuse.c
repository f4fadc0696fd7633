/* fuse.c: superinstructions, and operands read where they lie.
 *
 * The idea.  Two costs of a stack machine are the dispatch of every
 * instruction and, in a reference-counted one, the count every value pays
 * to sit on the stack: `dx * dx` is LOAD_FAST, LOAD_FAST, BINARY_OP --
 * three dispatches, two increments and two decrements of a float that the
 * local variable keeps alive anyway.  A superinstruction does the work of a
 * short sequence in one dispatch, and because the values it reads never
 * leave it, it can read them in place, borrowed from the locals, without
 * counting them.  CPython 3.11 has superinstructions that push two values
 * (LOAD_FAST__LOAD_FAST); CPython 3.14 borrows locals on the stack
 * (LOAD_FAST_BORROW), which needs tagged stack references, a compiler pass
 * proving that the local outlives the stack slot, and every consumer of the
 * stack aware of the tag.  fpy takes the simpler half of both: it borrows
 * only inside one instruction, so the value stack holds counted references
 * as always and nothing else in the VM has to know.
 *
 * How.  When a code object is made (code_new, specializing builds only),
 * code_fuse rewrites the opcode of each LOAD_FAST followed by
 *   LOAD_ATTR             -> LOAD_FAST__LOAD_ATTR   (a.x)
 *   STORE_ATTR            -> LOAD_FAST__STORE_ATTR  (self.x = v, and a.vx -= d:
 *                                                    the compiler loads a plain
 *                                                    local a again for the store)
 *   BINARY_OP             -> LOAD_FAST__BINARY_OP   (<expr> * mag)
 *   LOAD_FAST             -> LOAD_FAST__LOAD_FAST   (dx * dx, i < n, f(a, b);
 *                                                    not when the second is fused)
 *   LOAD_CONST            -> LOAD_FAST__LOAD_CONST  (i + 1, x < 0.5)
 * keeping its argument; the instructions after it are left as they are.  In
 * the loop (vm/eval.c) a superinstruction tries its fast case -- an
 * attribute the cache answers without running code, a store into a slot or
 * an inline value, arithmetic or a comparison on two small ints or two
 * floats -- and on success pushes the result and skips the instructions it
 * did.  Otherwise it does exactly what the LOAD_FAST did and the next
 * instruction runs as written (LOAD_FAST__LOAD_FAST and __LOAD_CONST push
 * both values and skip one, as CPython 3.11's do).  One exception:
 * LOAD_FAST__LOAD_ATTR on an object of a built-in type (not a module or a
 * class) runs the LOAD_ATTR's generic lookup itself with the local
 * borrowed: it steps onto the LOAD_ATTR first, so that whatever that
 * lookup runs or raises sees the LOAD_ATTR as the current instruction, as
 * the fallback would.  (A threading.local read by a thread that does not
 * own it paid two out-of-line counts per read for the LOAD_FAST.)
 *
 * Invariants.
 *   - The rewrite changes opcodes only, never the number or order of
 *     instructions: jump targets, the line table and the exception table
 *     stay valid, and a jump into the middle of a fused sequence runs the
 *     original instruction there.
 *   - A superinstruction's fast case cannot raise and runs no Python code
 *     (no property, no __add__, no division by zero): every error comes from
 *     the original instructions, in the fallback, with the stack, line and
 *     handler they always had.  (The built-in-type lookup above runs as the
 *     LOAD_ATTR: same instruction, line and handler; the stack lacks only
 *     the owner, which unwinding to the handler would drop anyway.)  An allocation that fails there is cleared
 *     and the fallback repeats it, raising MemoryError where it always did.
 *   - A borrowed operand stays alive: a local holds it for the whole
 *     instruction, and no code can rebind a frame's locals from outside.
 *   - A borrowed operand is never overwritten with a result (the local
 *     still names it); a float result may go into the float its target
 *     local holds when nothing else refers to that (as BINARY_OP does).
 *   - Thread rules: the rewrite happens before the code object is
 *     published, so the bytecode is immutable while any thread runs it; the
 *     fast cases write only what the instructions they stand for would,
 *     under the same rules: the thread's own stack and locals, its attribute
 *     cache (keyed by the LOAD_ATTR / STORE_ATTR), and for a store the
 *     object's field (slot_field_store, inst_set_value).
 *
 * `fpy --dis` shows the bytecode as the compiler wrote it; `--dis-adaptive`
 * shows the superinstructions.  A -Dspecialize=false build fuses nothing.
 */
#include "vm/code.h"

#ifndef FPY_NO_SPECIALIZE
/* The superinstruction for the LOAD_FAST at i, or -1, when the
 * instructions after it are already decided (right to left: a rewritten
 * one is a superinstruction, and opcode_unfused gives back its LOAD_FAST). */
static int fusion_at(const uint32_t *code, int i, int n)
{
    if (instr_op(code[i]) != OP_LOAD_FAST || i + 1 >= n) return -1;
    int next = opcode_unfused(instr_op(code[i + 1]));
    int after = i + 2 < n ? opcode_unfused(instr_op(code[i + 2])) : -1;
    switch (next) {
    case OP_LOAD_ATTR: return OP_LOAD_FAST__LOAD_ATTR;
    case OP_STORE_ATTR: return OP_LOAD_FAST__STORE_ATTR;
    case OP_BINARY_OP: return OP_LOAD_FAST__BINARY_OP;
    case OP_LOAD_CONST: return OP_LOAD_FAST__LOAD_CONST;
    case OP_LOAD_FAST:
        /* it skips the second LOAD_FAST when it cannot do the operation
         * after them: worth it unless that one is a superinstruction too */
        if (after == OP_BINARY_OP || after == OP_COMPARE_OP || instr_op(code[i + 1]) == OP_LOAD_FAST)
            return OP_LOAD_FAST__LOAD_FAST;
        return -1;
    default: return -1;
    }
}
#endif

void code_fuse(CodeObject *co)
{
#ifdef FPY_NO_SPECIALIZE
    (void)co;
#else
    for (int i = co->ncode - 2; i >= 0; i--) {
        int fused = fusion_at(co->code, i, co->ncode);
        if (fused >= 0) co->code[i] = instr_make(fused, instr_arg(co->code[i]));
    }
#endif
}
