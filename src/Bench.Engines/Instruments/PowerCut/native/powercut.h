/* The power-cut simulator's durable state, shared by the LD_PRELOAD interposer and the tool.
 *
 * Two models of what a power cut keeps:
 * - posix (the worst case POSIX allows, as LazyFS's "clear unsynced data" and ALICE): a file's
 *   content is durable as it was at its last fsync/fdatasync, plus what was written through an
 *   O_SYNC/O_DSYNC descriptor or with RWF_SYNC/RWF_DSYNC; a directory's names are durable as they
 *   were at its last fsync.
 * - journaled (ext4 data=ordered, XFS): contents as under posix, but an fsync or fdatasync of any
 *   file also makes durable every create, rename and unlink made before it anywhere under the root
 *   (the journal transaction that holds them commits with it); a name whose content was never
 *   synced comes back as an empty file.
 *
 * The state folder holds, per inode ("dev-ino"), files/<key> (the file's durable content),
 * dirty/<key> (the byte ranges written since its last sync, so that a sync copies what changed, not the
 * whole file) and dirs/<key> (the directory's durable listing); locks/<key> (flocked around every change of a
 * key's image, so a snapshot's copy-and-rename and a synchronous write's update never interleave; held
 * shared by every write while it writes and records its range, so a sync never reads a range list that
 * misses a write already made);
 * grave/ (links that keep unlinked inodes allocated, so no inode number is reused within a run);
 * off (the power-off flag: once it exists nothing more becomes durable); faults (why recording
 * failed: a run with a fault measures the simulator, not the engine); syncs (a count of the
 * durable syncs and when the last one ran, on CLOCK_MONOTONIC).
 */
#ifndef POWERCUT_H
#define POWERCUT_H

#define _GNU_SOURCE
#include <stddef.h>
#include <sys/stat.h>
#include <sys/types.h>

#define PC_PATH 4096

/* The models. */
enum pc_model { PC_POSIX, PC_JOURNALED };

/* The inode key "dev-ino" of fd into out. Returns 0, or -1. */
int pc_key(int fd, char *out, size_t size);

/* The inode key of what st describes into out (a caller that has fstat'ed already). */
void pc_key_of(const struct stat *st, char *out, size_t size);

/* The resolved path fd refers to into out (PC_PATH bytes; "" when unknown). Returns 0, or -1. */
int pc_fd_path(int fd, char *out);

/* Locks key's image (flock on locks/<key>); with patience_ms >= 0 gives up after that long. Returns the lock's fd, or -1. */
int pc_lock(const char *state, const char *key, int patience_ms);

/* Locks key's image shared (a write in progress): many writes at once, no sync meanwhile. Returns the lock's fd, or -1. */
int pc_lock_shared(const char *state, const char *key);

/* Records that bytes [offset, offset + length) of key's file changed since its last sync (length -1: to its end). */
void pc_record_range(const char *state, const char *key, off_t offset, long long length);

/* Releases a lock from pc_lock. */
void pc_unlock(int lock);

/* Records fd's current content as its durable image (what fsync makes durable): the whole file compared
 * page by page with its image when whole is set or the file has no image yet, else only the ranges written
 * since its last sync (with $POWERCUT_VERIFY=1 the whole comparison follows, and a page it finds changed is
 * a fault: a write the interposer did not see). Returns 0, or -1 with a fault recorded. */
int pc_snapshot_file(const char *state, int fd, int patience_ms, int whole);

/* Records the directory fd's current names as its durable listing (what fsync of a directory makes durable). */
int pc_snapshot_dir(const char *state, int fd, int patience_ms);

/* Applies a synchronous write (O_SYNC/O_DSYNC) of data at offset to key's durable image; the caller holds key's lock. */
int pc_apply_synced_write(const char *state, const char *key, int fd, const void *data, size_t length, off_t offset);

/* Makes everything under root durable, as sync(2) does; directories only with dirs_only (the journaled model's fsync). */
int pc_sync_tree(const char *root, const char *state, int dirs_only, int patience_ms);

/* The power cut: replaces everything under root by its durable image. */
int pc_cut(const char *root, const char *state);

/* True once the power is off: nothing more becomes durable. */
int pc_powered_off(const char *state);

/* True while the writer sets up its starting state, which a sync of the whole tree then makes durable at once
 * (state/setup, removed by that sync): until then an fsync records nothing, since that sync will record it all. */
int pc_setting_up(const char *state);

/* Appends a line saying what failed to state/faults. */
void pc_fault(const char *state, const char *what, const char *path);

/* Notes a durable sync's start (returns its CLOCK_MONOTONIC time) and its end, in state/syncs. */
long long pc_sync_started(const char *state);
void pc_sync_finished(const char *state, long long started);

/* Forgets what fd's file had written since its last sync without making it durable (an fsync that failed
 * with EIO: its pages are clean and unwritten); a file with no image yet gets an empty one. Returns 0, or -1. */
int pc_drop_unsynced(const char *state, int fd);

/* The faults the check can inject (powercut_fault.c), from $POWERCUT_FAULT and $POWERCUT_FAULT_AT. */
enum pc_fault_kind { PC_NO_FAULT, PC_DISK_FULL, PC_FSYNC_ERROR };
void pc_fault_init(void);
enum pc_fault_kind pc_fault_kind(void);

/* True, with errno ENOSPC, when the disk-full fault refuses call, which would make fd's file end at end bytes. */
int pc_fault_disk_full(const char *state, int fd, long long end, const char *call);

/* True, with errno EIO, when the fsync-error fault fails this sync of fd (its unsynced data dropped). */
int pc_fault_fsync(const char *state, int fd, const char *call);

/* True, with errno EIO, when the fsync-error fault fails this synchronous (O_SYNC/O_DSYNC) write of fd, already in
 * the file: its data is not made durable. */
int pc_fault_synced_write(const char *state, int fd, const char *call);

/* The result code of a sync that gave up on a lock held by a stopped process. */
#define PC_BUSY 3

#endif
