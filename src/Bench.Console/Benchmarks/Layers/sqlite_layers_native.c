/*
 * The native floor of the SQLite layers page (docs/sqlite-layers.md): W2's insert and W1's autocommit
 * write in C, straight against the libe_sqlite3 the .NET providers load (the suite builds this file
 * with gcc and links it to that very file). It times its own loop and prints what it did:
 *
 *   sqlite_layers_native contacts <database> <rows file>   one transaction, one prepared INSERT of 9 columns
 *   sqlite_layers_native crud <database> <texts file>      autocommit, one prepared INSERT of one text per row
 *
 * The table (and for contacts its index) exists already: the harness created it through
 * Microsoft.Data.Sqlite, and validates the table this program leaves. Input lines are tab-separated
 * fields, read into memory before the clock starts. Output, one line: "rows=<n> ns=<elapsed>".
 * No header is needed: the few functions used are declared here with SQLite's documented signatures.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct sqlite3 sqlite3;
typedef struct sqlite3_stmt sqlite3_stmt;
int sqlite3_open(const char *filename, sqlite3 **db);
int sqlite3_close(sqlite3 *db);
int sqlite3_exec(sqlite3 *db, const char *sql, void *callback, void *argument, char **error);
int sqlite3_prepare_v2(sqlite3 *db, const char *sql, int bytes, sqlite3_stmt **statement, const char **tail);
int sqlite3_bind_text(sqlite3_stmt *statement, int position, const char *text, int bytes, void (*destructor)(void *));
int sqlite3_bind_int64(sqlite3_stmt *statement, int position, long long value);
int sqlite3_step(sqlite3_stmt *statement);
int sqlite3_reset(sqlite3_stmt *statement);
int sqlite3_finalize(sqlite3_stmt *statement);
const char *sqlite3_errmsg(sqlite3 *db);

#define SQLITE_OK 0
#define SQLITE_DONE 101
#define MAX_FIELDS 9

static sqlite3 *db;

static void fail(const char *what)
{
    fprintf(stderr, "error: %s: %s\n", what, db ? sqlite3_errmsg(db) : "no database");
    exit(1);
}

/* Every line of the file, split in place at tabs: fields[line * MAX_FIELDS + i]. */
static char **read_rows(const char *path, int fields_per_row, long *rows)
{
    FILE *file = fopen(path, "rb");
    if (!file) { fprintf(stderr, "error: cannot open %s\n", path); exit(1); }
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    fseek(file, 0, SEEK_SET);
    char *text = malloc(size + 1);
    if (fread(text, 1, size, file) != (size_t)size) { fprintf(stderr, "error: cannot read %s\n", path); exit(1); }
    fclose(file);
    text[size] = 0;
    long lines = 0;
    for (long i = 0; i < size; i++) lines += text[i] == '\n';
    char **fields = malloc(sizeof(char *) * (lines + 1) * MAX_FIELDS);
    long row = 0;
    for (char *line = text; row < lines; row++) {
        for (int f = 0; f < fields_per_row; f++) {
            fields[row * MAX_FIELDS + f] = line;
            line += strcspn(line, f == fields_per_row - 1 ? "\n" : "\t");
            *line++ = 0;
        }
    }
    *rows = lines;
    return fields;
}

static long long now_ns(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (long long)t.tv_sec * 1000000000LL + t.tv_nsec;
}

static void execute(const char *sql)
{
    if (sqlite3_exec(db, sql, 0, 0, 0) != SQLITE_OK) fail(sql);
}

int main(int argc, char **argv)
{
    if (argc != 4 || (strcmp(argv[1], "contacts") && strcmp(argv[1], "crud"))) {
        fprintf(stderr, "usage: %s contacts|crud <database> <rows file>\n", argv[0]);
        return 2;
    }
    int contacts = strcmp(argv[1], "contacts") == 0;
    int fields_per_row = contacts ? MAX_FIELDS : 1;
    long rows;
    char **fields = read_rows(argv[3], fields_per_row, &rows);
    if (sqlite3_open(argv[2], &db) != SQLITE_OK) fail("open");
    const char *sql = contacts
        ? "INSERT INTO Contacts (id, lastname, firstname, street, city, state, zip, country, phone) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
        : "INSERT INTO Test (textdata) VALUES (?)";
    sqlite3_stmt *insert;
    if (sqlite3_prepare_v2(db, sql, -1, &insert, 0) != SQLITE_OK) fail("prepare");

    long long start = now_ns();
    if (contacts) execute("BEGIN");
    long inserted = 0;
    for (long row = 0; row < rows; row++) {
        char **values = fields + row * MAX_FIELDS;
        if (contacts) {
            sqlite3_bind_int64(insert, 1, atoll(values[0]));
            for (int f = 1; f < MAX_FIELDS; f++) sqlite3_bind_text(insert, f + 1, values[f], -1, 0);
        } else {
            sqlite3_bind_text(insert, 1, values[0], -1, 0);
        }
        if (sqlite3_step(insert) != SQLITE_DONE) fail("insert");
        sqlite3_reset(insert);
        inserted++;
    }
    if (contacts) execute("COMMIT");
    long long elapsed = now_ns() - start;

    sqlite3_finalize(insert);
    if (sqlite3_close(db) != SQLITE_OK) fail("close");
    printf("rows=%ld ns=%lld\n", inserted, elapsed);
    return 0;
}
