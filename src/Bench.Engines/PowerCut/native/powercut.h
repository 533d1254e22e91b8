/* The power-cut simulator's durable state, shared by the LD_PRELOAD interposer and the tool.
 *
 * Model (the worst case POSIX allows, as LazyFS's "clear unsynced data" and ALICE): a file's
 * content is durable as it was at its last fsync/fdatasync, plus what was written through an
 * O_SYNC/O_DSYNC descriptor or with RWF_SYNC/RWF_DSYNC; a directory's names are durable as they
 * were at its last fsync. The state folder holds, per inode ("dev-ino"), files/<key> (the file's
 * durable content) and dirs/<key> (the directory's durable listing), and grave/ (links that keep
 * unlinked inodes allocated, so no inode number is reused within a run).
 */
#ifndef POWERCUT_H
#define POWERCUT_H

#define _GNU_SOURCE
#include <stddef.h>
#include <sys/types.h>

#define PC_PATH 4096

/* The inode key "dev-ino" of fd into out. Returns 0, or -1. */
int pc_key(int fd, char *out, size_t size);

/* Records fd's current content as its durable image (what fsync makes durable). */
int pc_snapshot_file(const char *state, int fd);

/* Records the directory fd's current names as its durable listing (what fsync of a directory makes durable). */
int pc_snapshot_dir(const char *state, int fd);

/* Applies a synchronous write (O_SYNC/O_DSYNC) of data at offset to fd's durable image. */
int pc_apply_synced_write(const char *state, int fd, const void *data, size_t length, off_t offset);

/* Makes everything under root durable, as sync(2) does. */
int pc_sync_tree(const char *root, const char *state);

/* The power cut: replaces everything under root by its durable image. */
int pc_cut(const char *root, const char *state);

#endif
