/* LD_PRELOAD interposer: under $POWERCUT_ROOT, fsync/fdatasync record the durable image instead of
 * reaching the disk (under $POWERCUT_MODEL=journaled also every directory's names), synchronous
 * writes join it, and unlinked or replaced files are kept linked in $POWERCUT_STATE/grave so that
 * their inode numbers (the image's keys) are not reused. Once $POWERCUT_STATE/off exists (the
 * power is off) nothing more is recorded. A sync whose recording failed returns EIO and leaves the
 * reason in $POWERCUT_STATE/faults.
 * sync_file_range is passed through and is no durability barrier; msync is passed through and not
 * modelled (no engine here writes its data files through a shared mapping). */
#include "powercut.h"

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
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
    pc_root = pc_root_copy;
    pc_state = pc_state_copy;
    pc_root_length = strlen(pc_root);
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

/* What fsync/fdatasync make durable: the file (under the journaled model, every name too). */
static int pc_sync(int fd)
{
    struct stat st;
    int saved = errno;
    if (pc_powered_off(pc_state)) {
        return 0; /* the power is off: the process only has not noticed yet */
    }
    if (fstat(fd, &st) != 0) {
        return -1;
    }
    long long started = pc_sync_started(pc_state);
    int result = 0;
    if (S_ISDIR(st.st_mode)) {
        result = pc_snapshot_dir(pc_state, fd, -1);
    } else if (S_ISREG(st.st_mode)) {
        result = pc_snapshot_file(pc_state, fd, -1);
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
    if (pc_root != NULL && !pc_powered_off(pc_state)) {
        long long started = pc_sync_started(pc_state);
        if (pc_sync_tree(pc_root, pc_state, 0, -1) == 0) {
            pc_sync_finished(pc_state, started);
        }
    }
}

int fsync(int fd)
{
    PC_REAL(fsync);
    return pc_fd_under_root(fd) ? pc_sync(fd) : real_fsync(fd);
}

int fdatasync(int fd)
{
    PC_REAL(fdatasync);
    return pc_fd_under_root(fd) ? pc_sync(fd) : real_fdatasync(fd);
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

/* After a successful write of length bytes at offset: joins the durable image if it was synchronous. */
static void pc_after_write(int fd, ssize_t written, off_t offset, int synced_by_call, const struct iovec *parts, int count)
{
    if (written <= 0 || pc_root == NULL) {
        return;
    }
    int flags = fcntl(fd, F_GETFL);
    if (!synced_by_call && (flags < 0 || (flags & O_DSYNC) == 0)) {
        return;
    }
    if (!pc_fd_under_root(fd) || pc_powered_off(pc_state)) {
        return;
    }
    if (offset < 0) {
        offset = lseek(fd, 0, SEEK_CUR) - written; /* write()/writev(): the position it ended at, less its length */
    }
    size_t left = (size_t)written;
    for (int i = 0; i < count && left > 0; i++) {
        size_t length = parts[i].iov_len < left ? parts[i].iov_len : left;
        pc_apply_synced_write(pc_state, fd, parts[i].iov_base, length, offset);
        offset += (off_t)length;
        left -= length;
    }
}

ssize_t write(int fd, const void *data, size_t length)
{
    PC_REAL(write);
    int saved;
    ssize_t written = real_write(fd, data, length);
    saved = errno;
    struct iovec part = { (void *)data, length };
    pc_after_write(fd, written, -1, 0, &part, 1);
    errno = saved;
    return written;
}

/* pwrite and pwrite64, pwritev and pwritev64: the same calls under two names (64-bit offsets either way). */
#define PC_POSITIONED(name, data_type, count_type, as_parts)                        \
    ssize_t name(int fd, data_type data, count_type count, off_t offset)             \
    {                                                                               \
        PC_REAL(name);                                                              \
        ssize_t written = real_##name(fd, data, count, offset);                     \
        int saved = errno;                                                          \
        as_parts;                                                                   \
        errno = saved;                                                              \
        return written;                                                             \
    }

#define PC_ONE_PART struct iovec part = { (void *)data, count }; pc_after_write(fd, written, offset, 0, &part, 1)
#define PC_PARTS pc_after_write(fd, written, offset, 0, data, count)

PC_POSITIONED(pwrite, const void *, size_t, PC_ONE_PART)
PC_POSITIONED(pwrite64, const void *, size_t, PC_ONE_PART)
PC_POSITIONED(pwritev, const struct iovec *, int, PC_PARTS)
PC_POSITIONED(pwritev64, const struct iovec *, int, PC_PARTS)

ssize_t writev(int fd, const struct iovec *parts, int count)
{
    PC_REAL(writev);
    ssize_t written = real_writev(fd, parts, count);
    int saved = errno;
    pc_after_write(fd, written, -1, 0, parts, count);
    errno = saved;
    return written;
}

ssize_t pwritev2(int fd, const struct iovec *parts, int count, off_t offset, int flags)
{
    PC_REAL(pwritev2);
    ssize_t written = real_pwritev2(fd, parts, count, offset, flags);
    int saved = errno;
    pc_after_write(fd, written, offset, (flags & (RWF_DSYNC | RWF_SYNC)) != 0, parts, count);
    errno = saved;
    return written;
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
