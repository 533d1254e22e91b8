/* The durable image: recording it (at fsync, O_SYNC writes, sync) and restoring it (the cut). */
#include "powercut.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/sendfile.h>
#include <sys/stat.h>
#include <unistd.h>

static unsigned long pc_counter;

int pc_key(int fd, char *out, size_t size)
{
    struct stat st;
    if (fstat(fd, &st) != 0) {
        return -1;
    }
    snprintf(out, size, "%lx-%lx", (unsigned long)st.st_dev, (unsigned long)st.st_ino);
    return 0;
}

/* A temporary name in state/<kind>/, unique per process, thread and call, renamed into place. */
static void pc_temporary(const char *state, const char *kind, char *out)
{
    unsigned long n = __atomic_add_fetch(&pc_counter, 1, __ATOMIC_SEQ_CST);
    snprintf(out, PC_PATH, "%s/%s/.tmp-%d-%lu", state, kind, (int)getpid(), n);
}

/* A new descriptor for what fd refers to, read-only and without O_DIRECT's alignment rules. */
static int pc_reopen(int fd, int flags)
{
    char self[64];
    snprintf(self, sizeof self, "/proc/self/fd/%d", fd);
    return open(self, flags | O_CLOEXEC);
}

static int pc_copy(int from, int to)
{
    off_t offset = 0;
    for (;;) {
        ssize_t sent = sendfile(to, from, &offset, 1 << 20);
        if (sent == 0) {
            return 0;
        }
        if (sent < 0) {
            return errno == EINTR ? pc_copy(from, to) : -1;
        }
    }
}

int pc_snapshot_file(const char *state, int fd)
{
    char key[64], temporary[PC_PATH], final[PC_PATH];
    if (pc_key(fd, key, sizeof key) != 0) {
        return -1;
    }
    int from = pc_reopen(fd, O_RDONLY);
    if (from < 0) {
        return -1;
    }
    pc_temporary(state, "files", temporary);
    int to = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
    /* Writable by every account: a server's processes may run as another user than the tool. */
    int result = to < 0 ? -1 : (fchmod(to, 0666), pc_copy(from, to));
    close(from);
    if (to >= 0) {
        close(to);
    }
    snprintf(final, sizeof final, "%s/files/%s", state, key);
    return result == 0 ? rename(temporary, final) : (unlink(temporary), -1);
}

int pc_snapshot_dir(const char *state, int fd)
{
    char key[64], temporary[PC_PATH], final[PC_PATH];
    if (pc_key(fd, key, sizeof key) != 0) {
        return -1;
    }
    int directory = pc_reopen(fd, O_RDONLY | O_DIRECTORY);
    DIR *entries = directory < 0 ? NULL : fdopendir(directory);
    if (entries == NULL) {
        return -1;
    }
    pc_temporary(state, "dirs", temporary);
    FILE *listing = fopen(temporary, "we");
    if (listing == NULL) {
        closedir(entries);
        return -1;
    }
    struct dirent *entry;
    while ((entry = readdir(entries)) != NULL) {
        struct stat st;
        if (strcmp(entry->d_name, ".") == 0 || strcmp(entry->d_name, "..") == 0
            || fstatat(directory, entry->d_name, &st, AT_SYMLINK_NOFOLLOW) != 0
            || !(S_ISREG(st.st_mode) || S_ISDIR(st.st_mode))) {
            continue; /* sockets, fifos and symbolic links are not kept */
        }
        fprintf(listing, "%c %o %lx-%lx %s\n", S_ISDIR(st.st_mode) ? 'd' : 'f', (unsigned)(st.st_mode & 07777),
                (unsigned long)st.st_dev, (unsigned long)st.st_ino, entry->d_name);
    }
    closedir(entries);
    fclose(listing);
    snprintf(final, sizeof final, "%s/dirs/%s", state, key);
    return rename(temporary, final);
}

int pc_apply_synced_write(const char *state, int fd, const void *data, size_t length, off_t offset)
{
    char key[64], image[PC_PATH];
    if (pc_key(fd, key, sizeof key) != 0) {
        return -1;
    }
    snprintf(image, sizeof image, "%s/files/%s", state, key);
    /* A file never synced before has an empty durable image: only this write's bytes join it. */
    int to = open(image, O_WRONLY | O_CREAT | O_CLOEXEC, 0666);
    if (to < 0) {
        return -1;
    }
    fchmod(to, 0666);
    ssize_t written = pwrite(to, data, length, offset);
    close(to);
    return written == (ssize_t)length ? 0 : -1;
}

static const char *pc_walk_state;

static int pc_sync_entry(const char *path, const struct stat *st, int type, struct FTW *walk)
{
    (void)walk;
    /* Regular files and directories only: opening a FIFO (.NET's debugger pipes in $TMPDIR) would block. */
    if (!((type == FTW_F && S_ISREG(st->st_mode)) || type == FTW_D)) {
        return 0;
    }
    int fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | (type == FTW_D ? O_DIRECTORY : 0));
    if (fd < 0) {
        return 0;
    }
    if (type == FTW_D) {
        pc_snapshot_dir(pc_walk_state, fd);
    } else {
        pc_snapshot_file(pc_walk_state, fd);
    }
    close(fd);
    return 0;
}

int pc_sync_tree(const char *root, const char *state)
{
    pc_walk_state = state;
    return nftw(root, pc_sync_entry, 32, FTW_PHYS);
}

static int pc_remove_entry(const char *path, const struct stat *st, int type, struct FTW *walk)
{
    (void)st;
    (void)type;
    if (walk->level > 0 && remove(path) != 0) {
        fprintf(stderr, "powercut: cannot remove %s: %s\n", path, strerror(errno));
        return -1;
    }
    return 0;
}

static int pc_restore_file(const char *state, const char *key, const char *path, mode_t mode)
{
    char image[PC_PATH];
    snprintf(image, sizeof image, "%s/files/%s", state, key);
    int to = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode);
    if (to < 0) {
        return -1;
    }
    int from = open(image, O_RDONLY | O_CLOEXEC);
    /* A name made durable whose content never was: an empty file. */
    int result = from < 0 ? 0 : pc_copy(from, to);
    if (from >= 0) {
        close(from);
    }
    fchmod(to, mode);
    close(to);
    return result;
}

static int pc_restore_dir(const char *state, const char *key, const char *path, int depth)
{
    char listing_path[PC_PATH], line[PC_PATH];
    snprintf(listing_path, sizeof listing_path, "%s/dirs/%s", state, key);
    FILE *listing = fopen(listing_path, "re");
    if (listing == NULL || depth > 64) {
        if (listing != NULL) {
            fclose(listing);
        }
        return 0; /* a directory whose names were never made durable comes back empty */
    }
    int result = 0;
    while (result == 0 && fgets(line, sizeof line, listing) != NULL) {
        char kind, child_key[64], child[PC_PATH];
        unsigned mode;
        int name_at = 0;
        line[strcspn(line, "\n")] = '\0';
        if (sscanf(line, "%c %o %63s %n", &kind, &mode, child_key, &name_at) != 3 || name_at == 0) {
            continue;
        }
        snprintf(child, sizeof child, "%s/%s", path, line + name_at);
        if (kind == 'd') {
            result = (mkdir(child, mode) == 0 || errno == EEXIST) ? pc_restore_dir(state, child_key, child, depth + 1) : -1;
        } else {
            result = pc_restore_file(state, child_key, child, mode);
        }
    }
    fclose(listing);
    return result;
}

int pc_cut(const char *root, const char *state)
{
    int fd = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    char key[64];
    if (fd < 0 || pc_key(fd, key, sizeof key) != 0) {
        return -1;
    }
    close(fd);
    if (nftw(root, pc_remove_entry, 32, FTW_DEPTH | FTW_PHYS) != 0) {
        return -1;
    }
    return pc_restore_dir(state, key, root, 0);
}
