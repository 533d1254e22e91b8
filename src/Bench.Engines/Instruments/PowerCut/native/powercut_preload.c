/* LD_PRELOAD interposer: under $POWERCUT_ROOT, fsync/fdatasync record the durable image instead of
 * reaching the disk (under $POWERCUT_MODEL=journaled also every directory's names), synchronous
 * writes join it, every other write (and truncation, fallocate) records the byte range it changed so
 * that a sync copies those ranges rather than comparing the whole file, and unlinked or replaced files are kept linked in $POWERCUT_STATE/grave so that
 * their inode numbers (the image's keys) are not reused. Once $POWERCUT_STATE/off exists (the
 * power is off) nothing more is recorded. A sync whose recording failed returns EIO and leaves the
 * reason in $POWERCUT_STATE/faults.
 * sync_file_range is passed through and is no durability barrier; msync is passed through and not
 * modelled (no engine here writes its data files through a shared mapping). */
#include "powercut.h"

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <fnmatch.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/uio.h>
#include <unistd.h>

#ifndef RWF_DSYNC
#define RWF_DSYNC 0x00000002
#endif
#ifndef RWF_SYNC
#define RWF_SYNC 0x00000004
#endif

static const char *pc_root;
static const char *pc_state;
static char pc_root_copy[PC_PATH];
static char pc_state_copy[PC_PATH];
static size_t pc_root_length;
static unsigned long pc_graves;
static enum pc_model pc_model;
/* $POWERCUT_WHOLE: colon-separated patterns (fnmatch) of file names whose every sync compares the whole file,
 * for the files an engine writes past the interposer (asynchronous I/O); "*" for every file. */
static char pc_whole_copy[PC_PATH];

/* Copied: PostgreSQL writes its process titles over the memory that held the environment. Resolved:
 * descriptors name their files by resolved paths, so a root reached through a symbolic link would
 * match none of them and every sync would pass unrecorded. */
__attribute__((constructor)) static void pc_init(void)
{
    const char *root = getenv("POWERCUT_ROOT");
    const char *state = getenv("POWERCUT_STATE");
    const char *model = getenv("POWERCUT_MODEL");
    if (root == NULL || state == NULL || root[0] != '/' || strlen(root) >= PC_PATH || strlen(state) >= PC_PATH
        || realpath(root, pc_root_copy) == NULL || realpath(state, pc_state_copy) == NULL) {
        return;
    }
    pc_model = model != NULL && strcmp(model, "journaled") == 0 ? PC_JOURNALED : PC_POSIX;
    const char *whole = getenv("POWERCUT_WHOLE");
    snprintf(pc_whole_copy, sizeof pc_whole_copy, "%s", whole != NULL ? whole : "");
    pc_root = pc_root_copy;
    pc_state = pc_state_copy;
    pc_root_length = strlen(pc_root);
    pc_fault_init();
}

#define PC_REAL(name) \
    static __typeof__(name) *real_##name; \
    if (real_##name == NULL) real_##name = (__typeof__(name) *)dlsym(RTLD_NEXT, #name)

static int pc_path_under_root(const char *path)
{
    return pc_root != NULL && strncmp(path, pc_root, pc_root_length) == 0
        && (path[pc_root_length] == '/' || path[pc_root_length] == '\0');
}

static int pc_fd_under_root(int fd)
{
    char path[PC_PATH];
    return pc_root != NULL && pc_fd_path(fd, path) == 0 && pc_path_under_root(path);
}

/* Keeps a regular file under the root that is about to lose a name linked in the grave. */
static void pc_bury(int dirfd, const char *path)
{
    char resolved[PC_PATH], grave[PC_PATH];
    struct stat st;
    if (pc_root == NULL) {
        return;
    }
    /* The name itself (not what a symbolic link points to), by its resolved path. */
    int saved = errno;
    int fd = openat(dirfd, path, O_PATH | O_NOFOLLOW | O_CLOEXEC);
    if (fd >= 0) {
        if (pc_fd_path(fd, resolved) == 0 && pc_path_under_root(resolved) && fstat(fd, &st) == 0 && S_ISREG(st.st_mode)) {
            unsigned long n = __atomic_add_fetch(&pc_graves, 1, __ATOMIC_SEQ_CST);
            snprintf(grave, sizeof grave, "%s/grave/%lx-%d-%lu", pc_state, (unsigned long)st.st_ino, (int)getpid(), n);
            link(resolved, grave);
        }
        close(fd);
    }
    errno = saved;
}

/* True when fd's file name matches one of $POWERCUT_WHOLE's patterns. */
static int pc_synced_whole(int fd)
{
    char path[PC_PATH], patterns[PC_PATH], *saveptr = NULL;
    if (pc_whole_copy[0] == '\0' || pc_fd_path(fd, path) != 0) {
        return 0;
    }
    const char *name = strrchr(path, '/') != NULL ? strrchr(path, '/') + 1 : path;
    snprintf(patterns, sizeof patterns, "%s", pc_whole_copy);
    for (char *pattern = strtok_r(patterns, ":", &saveptr); pattern != NULL; pattern = strtok_r(NULL, ":", &saveptr)) {
        if (fnmatch(pattern, name, 0) == 0) {
            return 1;
        }
    }
    return 0;
}

/* What fsync/fdatasync make durable: the file (under the journaled model, every name too). */
static int pc_sync(int fd, const char *call)
{
    struct stat st;
    int saved = errno;
    if (pc_powered_off(pc_state)) {
        return 0; /* the power is off: the process only has not noticed yet */
    }
    if (pc_setting_up(pc_state)) {
        /* The starting state's sync records every file whole: recording this one first would only cost time (under the
         * journaled model a walk of the tree per fsync, about 20 s of PostgreSQL's CHECKPOINT after its CREATE DATABASE). */
        return 0;
    }
    if (fstat(fd, &st) != 0) {
        return -1;
    }
    if (S_ISREG(st.st_mode) && pc_fault_fsync(pc_state, fd, call)) {
        return -1; /* errno EIO */
    }
    long long started = pc_sync_started(pc_state);
    int result = 0;
    if (S_ISDIR(st.st_mode)) {
        result = pc_snapshot_dir(pc_state, fd, -1);
    } else if (S_ISREG(st.st_mode)) {
        result = pc_snapshot_file(pc_state, fd, -1, pc_synced_whole(fd));
    }
    if (result == 0 && pc_model == PC_JOURNALED) {
        result = pc_sync_tree(pc_root, pc_state, 1, -1);
    }
    if (result != 0) {
        errno = EIO; /* not durable: the engine must not be told it is */
        return -1;
    }
    pc_sync_finished(pc_state, started);
    errno = saved;
    return 0;
}

static void pc_sync_everything(void)
{
    if (pc_root != NULL && !pc_powered_off(pc_state) && !pc_setting_up(pc_state)) {
        long long started = pc_sync_started(pc_state);
        if (pc_sync_tree(pc_root, pc_state, 0, -1) == 0) {
            pc_sync_finished(pc_state, started);
        }
    }
}

/* True, with errno ENOSPC, when the disk-full fault refuses call, which would make fd's file end at end bytes. */
static int pc_refused(int fd, long long end, const char *call)
{
    return pc_fault_kind() == PC_DISK_FULL && pc_fd_under_root(fd) && pc_fault_disk_full(pc_state, fd, end, call);
}

/* Where a write of length bytes at the descriptor's position ends: past any size for an O_APPEND descriptor. */
static long long pc_end_of_write(int fd, long long length)
{
    if (pc_fault_kind() != PC_DISK_FULL || length <= 0) {
        return 0;
    }
    int flags = fcntl(fd, F_GETFL);
    off_t at = lseek(fd, 0, SEEK_CUR);
    return flags >= 0 && (flags & O_APPEND) != 0 ? (long long)1 << 62 : at < 0 ? 0 : (long long)at + length;
}

static long long pc_parts_length(const struct iovec *parts, int count)
{
    long long length = 0;
    for (int i = 0; i < count; i++) {
        length += (long long)parts[i].iov_len;
    }
    return length;
}

int fsync(int fd)
{
    PC_REAL(fsync);
    return pc_fd_under_root(fd) ? pc_sync(fd, "fsync") : real_fsync(fd);
}

int fdatasync(int fd)
{
    PC_REAL(fdatasync);
    return pc_fd_under_root(fd) ? pc_sync(fd, "fdatasync") : real_fdatasync(fd);
}

void sync(void)
{
    PC_REAL(sync);
    pc_sync_everything();
    real_sync();
}

int syncfs(int fd)
{
    PC_REAL(syncfs);
    pc_sync_everything();
    return real_syncfs(fd);
}

/* A write to a regular file under the root, while the power is on: its image's key and whether it is
 * synchronous (the descriptor's O_DSYNC or the call's own flag). */
struct pc_write {
    int lock; /* -1: not tracked; -2: synchronous, not locked yet */
    int synced;
    char key[64];
};

/* Before a write: for any but a synchronous one, takes its image's lock shared, so that a sync waits until
 * the write and its range record are both done. A synchronous write takes it exclusive after the write, to
 * update the image: held across the write, a stream of them would starve the tool's sync. */
static struct pc_write pc_write_begin(int fd, int synced_by_call, int resize)
{
    struct pc_write w = { -1, 0, "" };
    struct stat st;
    int saved = errno;
    if (pc_root != NULL && fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && pc_fd_under_root(fd) && !pc_powered_off(pc_state)) {
        pc_key_of(&st, w.key, sizeof w.key);
        int flags = fcntl(fd, F_GETFL);
        /* A truncation or fallocate through an O_DSYNC descriptor is no synchronous write: its range waits for a sync;
         * so does a synchronous write during the setup, for the starting state's sync. */
        w.synced = !resize && (synced_by_call || (flags >= 0 && (flags & O_DSYNC) != 0)) && !pc_setting_up(pc_state);
        w.lock = w.synced ? -2 : pc_lock_shared(pc_state, w.key);
        if (w.lock == -1) {
            pc_fault(pc_state, "lock for a write to", w.key); /* the range would go unrecorded: the cut must not count */
        }
    }
    errno = saved;
    return w;
}

/* After a write of written bytes at offset (-1: where the descriptor's position says): a synchronous one
 * joins the durable image, any other records its range; then the lock goes. Returns what the call returns:
 * written, or -1 (EIO) for a synchronous write the fsync-error fault fails (in the file, never made durable). */
static ssize_t pc_write_end(struct pc_write w, int fd, ssize_t written, off_t offset, const struct iovec *parts, int count, const char *call)
{
    if (w.lock == -1) {
        return written;
    }
    if (w.synced && written > 0 && pc_fault_synced_write(pc_state, fd, call)) {
        return -1;
    }
    int saved = errno;
    if (w.synced) {
        w.lock = written > 0 ? pc_lock(pc_state, w.key, -1) : -1;
    }
    if (written > 0) {
        if (offset < 0) {
            offset = lseek(fd, 0, SEEK_CUR) - written; /* write()/writev(): the position it ended at, less its length */
        }
        if (!w.synced) {
            pc_record_range(pc_state, w.key, offset, written);
        }
        size_t left = w.synced ? (size_t)written : 0;
        for (int i = 0; i < count && left > 0; i++) {
            size_t length = parts[i].iov_len < left ? parts[i].iov_len : left;
            pc_apply_synced_write(pc_state, w.key, fd, parts[i].iov_base, length, offset);
            offset += (off_t)length;
            left -= length;
        }
    }
    pc_unlock(w.lock);
    errno = saved;
    return written;
}

ssize_t write(int fd, const void *data, size_t length)
{
    PC_REAL(write);
    if (pc_refused(fd, pc_end_of_write(fd, (long long)length), "write")) {
        return -1;
    }
    struct pc_write w = pc_write_begin(fd, 0, 0);
    ssize_t written = real_write(fd, data, length);
    struct iovec part = { (void *)data, length };
    return pc_write_end(w, fd, written, -1, &part, 1, "write");
}

/* pwrite and pwrite64, pwritev and pwritev64: the same calls under two names (64-bit offsets either way). */
#define PC_POSITIONED(name, data_type, count_type, as_parts, length)                \
    ssize_t name(int fd, data_type data, count_type count, off_t offset)             \
    {                                                                               \
        PC_REAL(name);                                                              \
        if (length > 0 && pc_refused(fd, (long long)offset + (length), #name)) {   \
            return -1;                                                              \
        }                                                                           \
        struct pc_write w = pc_write_begin(fd, 0, 0);                                  \
        ssize_t written = real_##name(fd, data, count, offset);                     \
        return as_parts;                                                            \
    }

#define PC_ONE_PART pc_write_end(w, fd, written, offset, &(struct iovec){ (void *)data, count }, 1, __func__)
#define PC_PARTS pc_write_end(w, fd, written, offset, data, count, __func__)

PC_POSITIONED(pwrite, const void *, size_t, PC_ONE_PART, (long long)count)
PC_POSITIONED(pwrite64, const void *, size_t, PC_ONE_PART, (long long)count)
PC_POSITIONED(pwritev, const struct iovec *, int, PC_PARTS, pc_parts_length(data, count))
PC_POSITIONED(pwritev64, const struct iovec *, int, PC_PARTS, pc_parts_length(data, count))

ssize_t writev(int fd, const struct iovec *parts, int count)
{
    PC_REAL(writev);
    if (pc_refused(fd, pc_end_of_write(fd, pc_parts_length(parts, count)), "writev")) {
        return -1;
    }
    struct pc_write w = pc_write_begin(fd, 0, 0);
    ssize_t written = real_writev(fd, parts, count);
    return pc_write_end(w, fd, written, -1, parts, count, "writev");
}

ssize_t pwritev2(int fd, const struct iovec *parts, int count, off_t offset, int flags)
{
    PC_REAL(pwritev2);
    long long length = pc_parts_length(parts, count);
    if (length > 0 && pc_refused(fd, offset < 0 ? pc_end_of_write(fd, length) : (long long)offset + length, "pwritev2")) {
        return -1;
    }
    struct pc_write w = pc_write_begin(fd, (flags & (RWF_DSYNC | RWF_SYNC)) != 0, 0);
    ssize_t written = real_pwritev2(fd, parts, count, offset, flags);
    return pc_write_end(w, fd, written, offset, parts, count, "pwritev2");
}

/* A change of size or of allocated bytes: the range from offset on (to the end for a truncation) joins what the next sync copies. */
static int pc_resized(int fd, int result, off_t offset, long long length)
{
    if (result == 0) {
        struct pc_write w = pc_write_begin(fd, 0, 1);
        if (w.lock >= 0) {
            pc_record_range(pc_state, w.key, offset, length);
            pc_unlock(w.lock);
        }
    }
    return result;
}

/* ftruncate and ftruncate64, fallocate and fallocate64: the same calls under two names (64-bit offsets either way).
 * posix_fallocate returns its error instead of setting errno. */
#define PC_TRUNCATE(name)                                                           \
    int name(int fd, off_t length)                                                  \
    {                                                                               \
        PC_REAL(name);                                                              \
        if (pc_refused(fd, (long long)length, #name)) {                             \
            return -1;                                                              \
        }                                                                           \
        int result = real_##name(fd, length);                                       \
        int saved = errno;                                                          \
        pc_resized(fd, result, length, -1);                                        \
        errno = saved;                                                              \
        return result;                                                              \
    }

#define PC_FALLOCATE(name)                                                          \
    int name(int fd, int mode, off_t offset, off_t length)                          \
    {                                                                               \
        PC_REAL(name);                                                              \
        /* Allocating (mode 0 or FALLOC_FL_KEEP_SIZE, 1) takes space; punching or zeroing a range does not. */ \
        if ((mode & ~1) == 0 && pc_refused(fd, (long long)offset + length, #name)) { \
            return -1;                                                              \
        }                                                                           \
        int result = real_##name(fd, mode, offset, length);                         \
        int saved = errno;                                                          \
        pc_resized(fd, result, offset, length);                                     \
        errno = saved;                                                              \
        return result;                                                              \
    }

#define PC_POSIX_FALLOCATE(name)                                                    \
    int name(int fd, off_t offset, off_t length)                                    \
    {                                                                               \
        PC_REAL(name);                                                              \
        if (pc_refused(fd, (long long)offset + length, #name)) {                    \
            return ENOSPC;                                                          \
        }                                                                           \
        int result = real_##name(fd, offset, length);                               \
        pc_resized(fd, result, offset, length);                                     \
        return result;                                                              \
    }

PC_TRUNCATE(ftruncate)
PC_TRUNCATE(ftruncate64)
PC_FALLOCATE(fallocate)
PC_FALLOCATE(fallocate64)
PC_POSIX_FALLOCATE(posix_fallocate)
PC_POSIX_FALLOCATE(posix_fallocate64)

int truncate(const char *path, off_t length)
{
    PC_REAL(truncate);
    int result = real_truncate(path, length);
    int saved = errno;
    int fd = result == 0 && pc_root != NULL ? open(path, O_RDONLY | O_CLOEXEC) : -1;
    if (fd >= 0) {
        pc_resized(fd, 0, length, -1);
        close(fd);
    }
    errno = saved;
    return result;
}

int unlink(const char *path)
{
    PC_REAL(unlink);
    pc_bury(AT_FDCWD, path);
    return real_unlink(path);
}

int unlinkat(int dirfd, const char *path, int flags)
{
    PC_REAL(unlinkat);
    if ((flags & AT_REMOVEDIR) == 0) {
        pc_bury(dirfd, path);
    }
    return real_unlinkat(dirfd, path, flags);
}

int remove(const char *path)
{
    PC_REAL(remove);
    pc_bury(AT_FDCWD, path);
    return real_remove(path);
}

int rename(const char *from, const char *to)
{
    PC_REAL(rename);
    pc_bury(AT_FDCWD, to);
    return real_rename(from, to);
}

int renameat(int fromdir, const char *from, int todir, const char *to)
{
    PC_REAL(renameat);
    pc_bury(todir, to);
    return real_renameat(fromdir, from, todir, to);
}

int renameat2(int fromdir, const char *from, int todir, const char *to, unsigned int flags)
{
    PC_REAL(renameat2);
    pc_bury(todir, to);
    return real_renameat2(fromdir, from, todir, to, flags);
}
