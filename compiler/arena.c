/* arena.c: the memory the compiler's tree lives in.
 *
 * The idea: a parse allocates thousands of small nodes (expressions,
 * statements, sequences) that all die together, when code generation is
 * done.  Freeing them one by one would cost time and code; instead they are
 * carved out of big blocks with a bump pointer, and arena_free releases the
 * blocks in one go.  Nodes are never freed individually and never resized
 * (a growing Seq is copied into a new arena array; the old one is simply
 * abandoned until the arena dies).
 *
 * Invariants:
 *   - every pointer returned is zeroed and aligned for any C type (16 bytes);
 *   - an arena belongs to one compilation on one thread: no locking;
 *   - objects referenced from the tree are immortal (the parser makes them
 *     so), so the arena holds no counted references and frees no objects.
 */
#include <stdlib.h>
#include <string.h>

#include "compiler/ast.h"

#define ARENA_ALIGN 16
#define ARENA_BLOCK (64 * 1024)

typedef struct Block {
    struct Block *prev;
    size_t size;   /* usable bytes after the header */
    size_t used;
    _Alignas(ARENA_ALIGN) unsigned char data[];
} Block;

struct Arena {
    Block *cur;
};

static Block *block_new(size_t size, Block *prev)
{
    Block *b = malloc(sizeof(Block) + size);
    if (b == NULL) return NULL;
    b->prev = prev;
    b->size = size;
    b->used = 0;
    return b;
}

Arena *arena_new(void)
{
    Arena *a = malloc(sizeof(Arena));
    if (a == NULL) return NULL;
    a->cur = block_new(ARENA_BLOCK, NULL);
    if (a->cur == NULL) {
        free(a);
        return NULL;
    }
    return a;
}

void *arena_alloc(Arena *a, size_t size)
{
    size = (size + ARENA_ALIGN - 1) & ~(size_t)(ARENA_ALIGN - 1);
    if (size == 0) size = ARENA_ALIGN;
    Block *b = a->cur;
    if (b->size - b->used < size) {
        if (size > ARENA_BLOCK / 4) {
            /* A big request gets a block of its own, linked *behind* the
             * current one so the current block's free space is not lost. */
            Block *big = block_new(size, b->prev);
            if (big == NULL) return NULL;
            b->prev = big;
            big->used = size;
            memset(big->data, 0, size);
            return big->data;
        }
        b = block_new(ARENA_BLOCK, a->cur);
        if (b == NULL) return NULL;
        a->cur = b;
    }
    void *p = b->data + b->used;
    b->used += size;
    memset(p, 0, size);
    return p;
}

void arena_free(Arena *a)
{
    if (a == NULL) return;
    Block *b = a->cur;
    while (b != NULL) {
        Block *prev = b->prev;
        free(b);
        b = prev;
    }
    free(a);
}
