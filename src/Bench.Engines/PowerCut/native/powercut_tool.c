/* powercut sync|cut <root> <state>: sync makes everything under root durable (as sync(2));
 * cut replaces everything under root by its durable image (the power cut, after the writers
 * were killed). The state folder must be on root's file system, outside root. */
#include "powercut.h"

#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

int main(int argc, char **argv)
{
    if (argc != 4 || (strcmp(argv[1], "sync") != 0 && strcmp(argv[1], "cut") != 0)) {
        fprintf(stderr, "usage: powercut sync|cut <root> <state>\n");
        return 2;
    }
    const char *kinds[] = { "files", "dirs", "grave" };
    for (int i = 0; i < 3; i++) {
        char path[PC_PATH];
        snprintf(path, sizeof path, "%s/%s", argv[3], kinds[i]);
        /* Open to every account: a server's processes may run as another user (postgres) than the tool. */
        mkdir(path, 0777);
        chmod(path, 0777);
    }
    int result = strcmp(argv[1], "sync") == 0 ? pc_sync_tree(argv[2], argv[3]) : pc_cut(argv[2], argv[3]);
    if (result != 0) {
        fprintf(stderr, "powercut: %s of %s failed\n", argv[1], argv[2]);
        return 1;
    }
    return 0;
}
