/* Bank-account ledger simulation: accounts and transactions are small structs
   passed and returned by value.  A stream of deposits, withdrawals, transfers
   and monthly interest/fee postings is applied with overdraft rules, and a
   per-run statement summary (totals, rejected count, balance checksum) is kept. */
#include <stdio.h>
#include <stdint.h>

#define NACC 256
#define NTX 4000

typedef struct { int64_t balance; int64_t limit; uint32_t id; int32_t ntx; } account;
typedef enum { DEPOSIT, WITHDRAW, TRANSFER, INTEREST } txkind;
typedef struct { txkind kind; uint32_t from, to; int64_t amount; } txn;
typedef struct { int64_t deposited, withdrawn, moved, interest; int rejected; } summary;
typedef struct { account acc; int ok; } result;

static account accounts[NACC];

static uint32_t lcg_state;
static uint32_t lcg(void) {
    lcg_state = lcg_state * 1664525u + 1013904223u;
    return lcg_state >> 8;
}

static account open_account(uint32_t id, int64_t initial) {
    account a;
    a.balance = initial;
    a.limit = (id % 4 == 0) ? 50000 : 0; /* some accounts have overdraft */
    a.id = id;
    a.ntx = 0;
    return a;
}

static result credit(account a, int64_t cents) {
    result r;
    a.balance += cents;
    a.ntx++;
    r.acc = a;
    r.ok = 1;
    return r;
}

static result debit(account a, int64_t cents) {
    result r;
    r.ok = (a.balance - cents >= -a.limit);
    if (r.ok) { a.balance -= cents; a.ntx++; }
    r.acc = a;
    return r;
}

/* interest in basis points on positive balances, fee on negative ones */
static result post_interest(account a, int bp) {
    result r;
    int64_t delta;
    if (a.balance > 0) delta = a.balance * bp / 10000;
    else if (a.balance < 0) delta = -(2500 + (-a.balance) / 100);
    else delta = 0;
    a.balance += delta;
    r.acc = a;
    r.ok = 1;
    return r;
}

static txn make_txn(void) {
    txn t;
    uint32_t r = lcg();
    uint32_t k = r % 100;
    t.kind = k < 40 ? DEPOSIT : k < 75 ? WITHDRAW : k < 99 ? TRANSFER : INTEREST;
    t.from = lcg() % NACC;
    t.to = lcg() % NACC;
    t.amount = (int64_t)(lcg() % 200000) + 1;
    return t;
}

static summary apply(summary s, txn t) {
    result r;
    switch (t.kind) {
    case DEPOSIT:
        r = credit(accounts[t.from], t.amount);
        accounts[t.from] = r.acc;
        s.deposited += t.amount;
        break;
    case WITHDRAW:
        r = debit(accounts[t.from], t.amount);
        accounts[t.from] = r.acc;
        if (r.ok) s.withdrawn += t.amount; else s.rejected++;
        break;
    case TRANSFER:
        if (t.from == t.to) { s.rejected++; break; }
        r = debit(accounts[t.from], t.amount);
        if (!r.ok) { s.rejected++; break; }
        accounts[t.from] = r.acc;
        r = credit(accounts[t.to], t.amount);
        accounts[t.to] = r.acc;
        s.moved += t.amount;
        break;
    case INTEREST:
        for (int i = 0; i < NACC; i++) {
            int64_t before = accounts[i].balance;
            r = post_interest(accounts[i], 25);
            accounts[i] = r.acc;
            s.interest += r.acc.balance - before;
        }
        break;
    }
    return s;
}

static uint64_t balance_hash(void) {
    uint64_t h = 1469598103934665603ull;
    for (int i = 0; i < NACC; i++) {
        h ^= (uint64_t)accounts[i].balance;
        h *= 1099511628211ull;
        h ^= (uint64_t)(uint32_t)accounts[i].ntx;
    }
    return h;
}

int main(void) {
    uint64_t hash = 0;
    int64_t total_int = 0, total_moved = 0;
    int rejected = 0;
    for (int run = 0; run < 100; run++) {
        lcg_state = 12345u + (uint32_t)run * 7919u;
        for (uint32_t i = 0; i < NACC; i++)
            accounts[i] = open_account(i, (int64_t)(lcg() % 100000));
        summary s = {0, 0, 0, 0, 0};
        for (int k = 0; k < NTX; k++) s = apply(s, make_txn());
        hash = hash * 31u + balance_hash();
        total_int += s.interest;
        total_moved += s.moved;
        rejected += s.rejected;
    }
    printf("ledger: hash=%016llx interest=%lld moved=%lld rejected=%d\n",
           (unsigned long long)hash, (long long)total_int, (long long)total_moved, rejected);
    return 0;
}
