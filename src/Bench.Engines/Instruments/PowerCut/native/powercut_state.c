/* The durable image: recording it (at fsync, O_SYNC writes, sync) and restoring it (the cut). */
#include "powercut.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/sendfile.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#define PC_LOCK_BUSY -2

void pc_key_of(const struct stat *st, char *out, size_t size)
{
    snprintf(out, size, "%lx-%lx", (unsigned long)st->st_dev, (unsigned long)st->st_ino);
}

int pc_key(int fd, char *out, size_t size)
{
    struct stat st;
    if (fstat(fd, &st) != 0) {
        return -1;
    }
    pc_key_of(&st, out, size);
    return 0;
}

/* Opens locks/<key> and takes it as operation says (LOCK_EX or LOCK_SH), waiting as long as it takes; -1 on failure. */
static int pc_lock_waiting(const char *state, const char *key, int operation)
{
    char path[PC_PATH];
    snprintf(path, sizeof path, "%s/locks/%s", state, key);
    int lock = open(path, O_RDONLY | O_CREAT | O_CLOEXEC, 0666);
    if (lock < 0) {
        return -1;
    }
    fchmod(lock, 0666);
    while (flock(lock, operation) != 0) {
        if (errno != EINTR) {
            close(lock);
            return -1;
        }
    }
    return lock;
}

int pc_lock_shared(const char *state, const char *key)
{
    return pc_lock_waiting(state, key, LOCK_SH);
}

int pc_lock(const char *state, const char *key, int patience_ms)
{
    char path[PC_PATH];
    if (patience_ms < 0) {
        return pc_lock_waiting(state, key, LOCK_EX);
    }
    snprintf(path, sizeof path, "%s/locks/%s", state, key);
    int lock = open(path, O_RDONLY | O_CREAT | O_CLOEXEC, 0666);
    if (lock < 0) {
        return -1;
    }
    fchmod(lock, 0666);
    /* The tool's sync: a holder stopped by the freeze never lets go, so give up and let the caller thaw it. */
    for (int waited = 0; flock(lock, LOCK_EX | LOCK_NB) != 0; waited++) {
        if (errno != EWOULDBLOCK || waited >= patience_ms) {
            close(lock);
            errno = EWOULDBLOCK;
            return PC_LOCK_BUSY;
        }
        usleep(1000);
    }
    return lock;
}

void pc_unlock(int lock)
{
    if (lock >= 0) {
        close(lock);
    }
}

void pc_fault(const char *state, const char *what, const char *path)
{
    char line[PC_PATH + 256], faults[PC_PATH];
    int saved = errno;
    snprintf(faults, sizeof faults, "%s/faults", state);
    int fd = open(faults, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0666);
    if (fd >= 0) {
        int length = snprintf(line, sizeof line, "%s %s: %s (pid %d)\n", what, path, strerror(saved), (int)getpid());
        (void)!write(fd, line, (size_t)length);
        close(fd);
    }
    errno = saved;
}

int pc_powered_off(const char *state)
{
    char flag[PC_PATH];
    snprintf(flag, sizeof flag, "%s/off", state);
    return access(flag, F_OK) == 0;
}

int pc_setting_up(const char *state)
{
    char flag[PC_PATH];
    snprintf(flag, sizeof flag, "%s/setup", state);
    return access(flag, F_OK) == 0;
}

int pc_fd_path(int fd, char *out)
{
    char self[64];
    snprintf(self, sizeof self, "/proc/self/fd/%d", fd);
    ssize_t length = readlink(self, out, PC_PATH - 1);
    out[length > 0 ? length : 0] = '\0';
    return length > 0 ? 0 : -1;
}

/* The path fd refers to, for a fault's words ("" when unknown). */
static const char *pc_name(int fd, char *out)
{
    pc_fd_path(fd, out);
    return out;
}

/* fd's key into key (64 bytes) and the lock of its image: the lock's fd, PC_LOCK_BUSY, or -1 with a fault recorded. */
static int pc_lock_image_of(const char *state, int fd, char *key, int patience_ms)
{
    char name[PC_PATH];
    if (pc_key(fd, key, 64) != 0) {
        pc_fault(state, "fstat of", pc_name(fd, name));
        return -1;
    }
    return pc_lock(state, key, patience_ms);
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
        /* sendfile advances offset by what it sent, also when a signal cuts it short: go on from there. */
        ssize_t sent = sendfile(to, from, &offset, 1 << 20);
        if (sent == 0) {
            return 0;
        }
        if (sent < 0 && errno != EINTR) {
            return -1;
        }
    }
}

/* Makes image hold what from holds: only the pages that differ are written, in place, and counted in
 * *changed. A rename of a fresh copy over the image, or a truncation to zero, would make ext4
 * (auto_da_alloc) write the whole copy to the disk at once, every sync. A process killed mid-way (stopped
 * inside its fsync at the cut) leaves some pages new and others old: what a disk holds after a cut during an fsync. */
static int pc_update_image(int from, int image, long *changed)
{
    enum { chunk = 1 << 16 };
    struct stat st;
    char *source = malloc(chunk), *kept = malloc(chunk);
    int result = source == NULL || kept == NULL || fstat(from, &st) != 0 ? -1 : 0;
    for (off_t at = 0; result == 0 && at < st.st_size;) {
        ssize_t length = pread(from, source, chunk, at);
        if (length < 0 && errno == EINTR) {
            continue;
        }
        if (length <= 0) {
            break; /* shorter than it was: the size below is what it has now */
        }
        ssize_t old = pread(image, kept, (size_t)length, at);
        for (ssize_t page = 0; page < length; page += 4096) {
            size_t size = (size_t)(length - page < 4096 ? length - page : 4096);
            if (old < page + (ssize_t)size || memcmp(source + page, kept + page, size) != 0) {
                (*changed)++;
                if (pwrite(image, source + page, size, at + page) != (ssize_t)size) {
                    result = -1;
                    break;
                }
            }
        }
        at += length;
    }
    free(source);
    free(kept);
    struct stat now;
    return result == 0 && fstat(from, &now) == 0 ? ftruncate(image, now.st_size < st.st_size ? now.st_size : st.st_size) : -1;
}

/* One record of dirty/<key>: a range written since the file's last sync (length -1: from offset to the end). */
struct pc_range {
    long long offset;
    long long length;
};

void pc_record_range(const char *state, const char *key, off_t offset, long long length)
{
    char path[PC_PATH];
    struct pc_range range = { (long long)offset, length };
    snprintf(path, sizeof path, "%s/dirty/%s", state, key);
    int fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0666);
    if (fd < 0 || write(fd, &range, sizeof range) != (ssize_t)sizeof range) {
        pc_fault(state, "range record", path);
    }
    if (fd >= 0) {
        fchmod(fd, 0666);
        close(fd);
    }
}

/* Copies [offset, offset + length) of from, as it is now, into image; the part past from's end is not there to copy. */
static int pc_copy_range(int from, int image, off_t offset, long long length, off_t size, char *buffer, size_t chunk)
{
    off_t end = length < 0 || offset + length > size ? size : offset + (off_t)length;
    for (off_t at = offset; at < end;) {
        ssize_t got = pread(from, buffer, (size_t)(end - at) < chunk ? (size_t)(end - at) : chunk, at);
        if (got < 0 && errno == EINTR) {
            continue;
        }
        if (got <= 0) {
            return got == 0 ? 0 : -1;
        }
        if (pwrite(image, buffer, (size_t)got, at) != got) {
            return -1;
        }
        at += got;
    }
    return 0;
}

/* Applies the ranges recorded in dirty/<key> from from to image, then gives image from's size. */
static int pc_apply_ranges(const char *state, const char *key, int from, int image)
{
    enum { chunk = 1 << 16 };
    char path[PC_PATH];
    struct stat st;
    struct pc_range range;
    snprintf(path, sizeof path, "%s/dirty/%s", state, key);
    int ranges = open(path, O_RDONLY | O_CLOEXEC);
    char *buffer = malloc(chunk);
    int result = buffer == NULL || fstat(from, &st) != 0 ? -1 : 0;
    while (result == 0 && ranges >= 0 && read(ranges, &range, sizeof range) == (ssize_t)sizeof range) {
        /* Whole pages, as the page cache writes them back: a page written again after a failed fsync dropped it
         * goes out whole, with what the drop lost on it; elsewhere the bytes around a write are the image's already. */
        long long start = range.offset - range.offset % 4096;
        long long length = range.length < 0 ? -1 : (range.offset + range.length + 4095) / 4096 * 4096 - start;
        result = pc_copy_range(from, image, (off_t)start, length, st.st_size, buffer, chunk);
    }
    free(buffer);
    if (ranges >= 0) {
        close(ranges);
    }
    return result == 0 ? ftruncate(image, st.st_size) : -1;
}

/* Forgets key's ranges: its image holds them now. */
static void pc_clear_ranges(const char *state, const char *key)
{
    char path[PC_PATH];
    snprintf(path, sizeof path, "%s/dirty/%s", state, key);
    int fd = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC);
    if (fd >= 0) {
        close(fd);
    }
}

/* The image brought up to from: by its ranges where it has an image and whole is not asked, else page by page. */
static int pc_bring_up(const char *state, const char *key, int from, const char *image_path, int whole, const char *name)
{
    long changed = 0;
    int existed = access(image_path, F_OK) == 0;
    int image = open(image_path, O_RDWR | O_CREAT | O_CLOEXEC, 0666);
    if (image < 0) {
        return -1;
    }
    /* Writable by every account: a server's processes may run as another user than the tool. */
    fchmod(image, 0666);
    int result;
    if (whole || !existed) {
        result = pc_update_image(from, image, &changed);
    } else {
        result = pc_apply_ranges(state, key, from, image);
        const char *verify = getenv("POWERCUT_VERIFY");
        if (result == 0 && verify != NULL && strcmp(verify, "1") == 0) {
            result = pc_update_image(from, image, &changed);
            if (changed > 0) {
                errno = EIO;
                pc_fault(state, "a write the interposer did not see, found by verification, to", name);
                result = -1;
            }
        }
    }
    if (close(image) != 0) {
        result = -1;
    }
    if (result == 0) {
        pc_clear_ranges(state, key);
    }
    return result;
}

int pc_drop_unsynced(const char *state, int fd)
{
    char key[64] = "", image_path[PC_PATH], name[PC_PATH];
    int lock = pc_lock_image_of(state, fd, key, -1);
    if (lock < 0) {
        return -1;
    }
    snprintf(image_path, sizeof image_path, "%s/files/%s", state, key);
    int image = open(image_path, O_WRONLY | O_CREAT | O_CLOEXEC, 0666);
    int result = image < 0 ? -1 : 0;
    if (image >= 0) {
        fchmod(image, 0666);
        close(image);
        pc_clear_ranges(state, key);
    } else {
        pc_fault(state, "drop of the unsynced data of", pc_name(fd, name));
    }
    pc_unlock(lock);
    return result;
}

int pc_snapshot_file(const char *state, int fd, int patience_ms, int whole)
{
    char key[64] = "", image_path[PC_PATH], name[PC_PATH];
    int lock = pc_lock_image_of(state, fd, key, patience_ms);
    if (lock == PC_LOCK_BUSY) {
        return PC_LOCK_BUSY;
    }
    int from = lock < 0 ? -1 : pc_reopen(fd, O_RDONLY);
    snprintf(image_path, sizeof image_path, "%s/files/%s", state, key);
    int result = from < 0 ? -1 : pc_bring_up(state, key, from, image_path, whole, pc_name(fd, name));
    if (result != 0) {
        pc_fault(state, "snapshot of", pc_name(fd, name));
    }
    if (from >= 0) {
        close(from);
    }
    pc_unlock(lock);
    return result;
}

static int pc_write_listing(FILE *listing, DIR *entries, int directory)
{
    struct dirent *entry;
    while ((entry = readdir(entries)) != NULL) {
        struct stat st;
        if (strcmp(entry->d_name, ".") == 0 || strcmp(entry->d_name, "..") == 0
            || fstatat(directory, entry->d_name, &st, AT_SYMLINK_NOFOLLOW) != 0
            || !(S_ISREG(st.st_mode) || S_ISDIR(st.st_mode))) {
            continue; /* sockets, fifos and symbolic links are not kept; a name gone since readdir is gone */
        }
        if (fprintf(listing, "%c %o %lx-%lx %s\n", S_ISDIR(st.st_mode) ? 'd' : 'f', (unsigned)(st.st_mode & 07777),
                    (unsigned long)st.st_dev, (unsigned long)st.st_ino, entry->d_name) < 0) {
            return -1;
        }
    }
    return 0;
}

/* True when the file at path holds exactly length bytes of text. */
static int pc_same_content(const char *path, const char *text, size_t length)
{
    FILE *file = fopen(path, "re");
    if (file == NULL) {
        return 0;
    }
    char *kept = malloc(length + 1);
    size_t read = kept == NULL ? 0 : fread(kept, 1, length + 1, file);
    int same = kept != NULL && read == length && memcmp(kept, text, length) == 0;
    free(kept);
    fclose(file);
    return same;
}

int pc_snapshot_dir(const char *state, int fd, int patience_ms)
{
    char key[64] = "", temporary[PC_PATH], final[PC_PATH], name[PC_PATH];
    int lock = pc_lock_image_of(state, fd, key, patience_ms);
    if (lock == PC_LOCK_BUSY) {
        return PC_LOCK_BUSY;
    }
    int directory = lock < 0 ? -1 : pc_reopen(fd, O_RDONLY | O_DIRECTORY);
    DIR *entries = directory < 0 ? NULL : fdopendir(directory);
    char *text = NULL;
    size_t length = 0;
    FILE *listing = entries == NULL ? NULL : open_memstream(&text, &length);
    int result = listing == NULL ? -1 : pc_write_listing(listing, entries, directory);
    if (listing != NULL && fclose(listing) != 0) {
        result = -1;
    }
    snprintf(final, sizeof final, "%s/dirs/%s", state, key);
    /* Written only when the names changed (most syncs change none), whole into <key>.new, which then
     * takes the listing's name: the old listing is unlinked first, since a rename over it would make
     * ext4 (auto_da_alloc) write the new one to the disk at once. Killed between the two, the
     * listing is <key>.new (pc_restore_dir falls back to it), whole. */
    if (result == 0 && !pc_same_content(final, text, length)) {
        snprintf(temporary, sizeof temporary, "%s.new", final);
        unlink(temporary);
        int file = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        result = file < 0 || write(file, text, length) != (ssize_t)length ? -1 : 0;
        if (file >= 0 && close(file) != 0) {
            result = -1;
        }
        if (result == 0) {
            result = unlink(final) == 0 || errno == ENOENT ? rename(temporary, final) : -1;
        }
    }
    if (result != 0) {
        pc_fault(state, "listing of", pc_name(fd, name));
    }
    free(text);
    if (entries != NULL) {
        closedir(entries);
    } else if (directory >= 0) {
        close(directory);
    }
    pc_unlock(lock);
    return result;
}

int pc_apply_synced_write(const char *state, const char *key, int fd, const void *data, size_t length, off_t offset)
{
    char image[PC_PATH], name[PC_PATH];
    snprintf(image, sizeof image, "%s/files/%s", state, key);
    /* A file never synced before has an empty durable image: only this write's bytes join it. */
    int to = open(image, O_WRONLY | O_CREAT | O_CLOEXEC, 0666);
    ssize_t written = -1;
    if (to >= 0) {
        fchmod(to, 0666);
        written = pwrite(to, data, length, offset);
        close(to);
    }
    if (written != (ssize_t)length) {
        pc_fault(state, "synchronous write to", pc_name(fd, name));
        return -1;
    }
    return 0;
}

static long long pc_now(void)
{
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (long long)now.tv_sec * 1000000000LL + now.tv_nsec;
}

/* state/syncs: "started finished last_start_ns last_end_ns", the last being the most recent sync to finish. */
static void pc_update_syncs(const char *state, int started, long long start_ns, long long end_ns)
{
    char path[PC_PATH], text[128];
    long long counts[4] = { 0, 0, 0, 0 };
    /* Locked through a key of its own: the file itself is read (and share-locked) by the power check. */
    int lock = pc_lock(state, "syncs", -1);
    snprintf(path, sizeof path, "%s/syncs", state);
    int fd = lock < 0 ? -1 : open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0666);
    if (fd < 0) {
        pc_fault(state, "sync record", path);
        pc_unlock(lock);
        return;
    }
    fchmod(fd, 0666);
    ssize_t length = pread(fd, text, sizeof text - 1, 0);
    text[length > 0 ? length : 0] = '\0';
    sscanf(text, "%lld %lld %lld %lld", &counts[0], &counts[1], &counts[2], &counts[3]);
    if (started) {
        counts[0]++;
    } else {
        counts[1]++;
        counts[2] = start_ns;
        counts[3] = end_ns;
    }
    /* Fixed width, so each record overwrites the last whole and no truncation is needed. */
    length = snprintf(text, sizeof text, "%20lld %20lld %20lld %20lld\n", counts[0], counts[1], counts[2], counts[3]);
    if (pwrite(fd, text, (size_t)length, 0) != length) {
        pc_fault(state, "sync record", path);
    }
    close(fd);
    pc_unlock(lock);
}

long long pc_sync_started(const char *state)
{
    long long now = pc_now();
    pc_update_syncs(state, 1, now, 0);
    return now;
}

void pc_sync_finished(const char *state, long long started)
{
    pc_update_syncs(state, 0, started, pc_now());
}

static __thread const char *pc_walk_state;
static __thread int pc_walk_dirs_only;
static __thread int pc_walk_patience;
static __thread int pc_walk_result;

static int pc_sync_entry(const char *path, const struct stat *st, int type, struct FTW *walk)
{
    (void)walk;
    /* Regular files and directories only: opening a FIFO (.NET's debugger pipes in $TMPDIR) would block. */
    if (!((type == FTW_F && S_ISREG(st->st_mode) && !pc_walk_dirs_only) || type == FTW_D)) {
        return 0;
    }
    int fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | (type == FTW_D ? O_DIRECTORY : 0));
    if (fd < 0) {
        return 0; /* gone since the walk listed it: nothing to keep */
    }
    int result = type == FTW_D ? pc_snapshot_dir(pc_walk_state, fd, pc_walk_patience)
                               : pc_snapshot_file(pc_walk_state, fd, pc_walk_patience, 1);
    close(fd);
    if (result != 0) {
        pc_walk_result = result;
        return 1; /* stop the walk: the image is not whole */
    }
    return 0;
}

int pc_sync_tree(const char *root, const char *state, int dirs_only, int patience_ms)
{
    pc_walk_state = state;
    pc_walk_dirs_only = dirs_only;
    pc_walk_patience = patience_ms;
    pc_walk_result = 0;
    int walked = nftw(root, pc_sync_entry, 32, FTW_PHYS);
    if (walked < 0) {
        pc_fault(state, "walk of", root);
        return -1;
    }
    return pc_walk_result;
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
    if (listing == NULL) {
        /* A listing being replaced when its writer was killed: the whole new one (pc_snapshot_dir). */
        strcat(listing_path, ".new");
        listing = fopen(listing_path, "re");
    }
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
