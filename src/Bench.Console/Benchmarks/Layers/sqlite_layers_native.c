/*
 * The native floor of the SQLite layers page (docs/sqlite-layers.md): W2's insert and W1's write in C,
 * straight against the libe_sqlite3 the .NET providers load (the suite builds this file with gcc and
 * links it to that very file). It times its own loop. Built two ways from this one source:
 *
 *   a program (the layers' benchmark cases, NativeFloor):
 *     sqlite_layers_native contacts <database> <rows file> [1|0]   one prepared INSERT of 9 columns
 *     sqlite_layers_native crud <database> <texts file> [1|0]      one prepared INSERT of one text per row
 *     The last argument: 1 for one transaction around the loop, 0 for autocommit (a commit per row); without
 *     it, the mode's own (contacts in one transaction, crud in autocommit). Output, one line: "rows=<n> ns=<elapsed>".
 *   a shared library, with -DSQLITE_LAYERS_LIBRARY (the layers by turns in one process, NativeFloorLibrary):
 *     sqlite_layers_insert(mode, database, rows file, one_transaction, &rows, &ns, error, error size),
 *     called through P/Invoke; 0 on success, else 1 with the reason in error. It never exits the process.
 *
 * The table (and for contacts its index) exists already: the harness created it through
 * Microsoft.Data.Sqlite, and validates the table this code leaves. Input lines are tab-separated
 * fields, read into memory before the clock starts. No header is needed: the few functions used are
 * declared here with SQLite's documented signatures.
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

/* The input file's text, split in place at tabs: fields[line * MAX_FIELDS + i]. */
typedef struct { char *text; char **fields; long rows; } input_rows;

static int fail(char *error, int error_size, const char *what, sqlite3 *db)
{
    snprintf(error, error_size, "%s: %s", what, db ? sqlite3_errmsg(db) : "no database");
    return 1;
}

static int read_rows(const char *path, int fields_per_row, input_rows *input, char *error, int error_size)
{
    FILE *file = fopen(path, "rb");
    if (!file) { snprintf(error, error_size, "cannot open %s", path); return 1; }
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    fseek(file, 0, SEEK_SET);
    char *text = malloc(size + 1);
    int read = fread(text, 1, size, file) == (size_t)size;
    fclose(file);
    if (!read) { free(text); snprintf(error, error_size, "cannot read %s", path); return 1; }
    text[size] = 0;
    long lines = 0;
    for (long i = 0; i < size; i++) lines += text[i] == '\n';
    char **fields = malloc(sizeof(char *) * (lines + 1) * MAX_FIELDS);
    char *line = text;
    for (long row = 0; row < lines; row++) {
        for (int f = 0; f < fields_per_row; f++) {
            fields[row * MAX_FIELDS + f] = line;
            line += strcspn(line, f == fields_per_row - 1 ? "\n" : "\t");
            *line++ = 0;
        }
    }
    input->text = text;
    input->fields = fields;
    input->rows = lines;
    return 0;
}

static long long now_ns(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (long long)t.tv_sec * 1000000000LL + t.tv_nsec;
}

/* The timed loop: every row inserted with one prepared statement, in one transaction or one commit each. */
static int insert_rows(sqlite3 *db, int contacts, int one_transaction, const input_rows *input, long long *inserted, long long *ns,
    char *error, int error_size)
{
    const char *sql = contacts
        ? "INSERT INTO Contacts (id, lastname, firstname, street, city, state, zip, country, phone) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
        : "INSERT INTO Test (textdata) VALUES (?)";
    sqlite3_stmt *insert;
    if (sqlite3_prepare_v2(db, sql, -1, &insert, 0) != SQLITE_OK) return fail(error, error_size, "prepare", db);

    long long start = now_ns();
    int failed = one_transaction && sqlite3_exec(db, "BEGIN", 0, 0, 0) != SQLITE_OK;
    for (long row = 0; !failed && row < input->rows; row++) {
        char **values = input->fields + row * MAX_FIELDS;
        if (contacts) {
            sqlite3_bind_int64(insert, 1, atoll(values[0]));
            for (int f = 1; f < MAX_FIELDS; f++) sqlite3_bind_text(insert, f + 1, values[f], -1, 0);
        } else {
            sqlite3_bind_text(insert, 1, values[0], -1, 0);
        }
        failed = sqlite3_step(insert) != SQLITE_DONE;
        sqlite3_reset(insert);
        *inserted += !failed;
    }
    failed = failed || (one_transaction && sqlite3_exec(db, "COMMIT", 0, 0, 0) != SQLITE_OK);
    *ns = now_ns() - start;
    if (failed) fail(error, error_size, "insert", db);
    sqlite3_finalize(insert);
    return failed;
}

int sqlite_layers_insert(const char *mode, const char *database, const char *rows_file, int one_transaction,
    long long *rows, long long *ns, char *error, int error_size)
{
    *rows = 0;
    *ns = 0;
    if (strcmp(mode, "contacts") && strcmp(mode, "crud")) {
        snprintf(error, error_size, "unknown mode %s (contacts or crud)", mode);
        return 1;
    }
    int contacts = strcmp(mode, "contacts") == 0;
    input_rows input;
    if (read_rows(rows_file, contacts ? MAX_FIELDS : 1, &input, error, error_size)) return 1;
    sqlite3 *db = 0;
    int failed = sqlite3_open(database, &db) != SQLITE_OK
        ? fail(error, error_size, "open", db)
        : insert_rows(db, contacts, one_transaction, &input, rows, ns, error, error_size);
    if (db && sqlite3_close(db) != SQLITE_OK && !failed) failed = fail(error, error_size, "close", db);
    free(input.fields);
    free(input.text);
    return failed;
}

#ifndef SQLITE_LAYERS_LIBRARY
int main(int argc, char **argv)
{
    if (argc != 4 && argc != 5) {
        fprintf(stderr, "usage: %s contacts|crud <database> <rows file> [1|0]\n", argv[0]);
        return 2;
    }
    long long rows;
    long long ns;
    char error[512];
    int one_transaction = argc == 5 ? strcmp(argv[4], "1") == 0 : strcmp(argv[1], "contacts") == 0;
    if (sqlite_layers_insert(argv[1], argv[2], argv[3], one_transaction, &rows, &ns, error, sizeof error)) {
        fprintf(stderr, "error: %s\n", error);
        return 1;
    }
    printf("rows=%lld ns=%lld\n", rows, ns);
    return 0;
}
#endif
