package explorer

import (
	"crypto/rand"
	"encoding/hex"
	"sync"
	"time"
)

// The runs of the Migrate page are kept in memory for a while, so that the
// page they lead to has an address (the form's POST is answered by a
// redirection there) and their outputs can be downloaded from it. A run is
// named by 128 random bits: one page cannot guess another's. The store is
// bounded in runs, bytes and age; the oldest runs go first, and a run
// that is gone says so.

// Bounds of the store of runs.
const (
	maxRuns      = 16
	maxRunBytes  = 64 << 20  // all the runs' outputs together
	runRetention = time.Hour // a run is dropped this long after it was made
)

type runStore struct {
	mu    sync.Mutex
	runs  map[string]*migrateRun
	order []string // ids, oldest first
	bytes int64
	now   func() time.Time
}

func newRunStore() *runStore {
	return &runStore{runs: map[string]*migrateRun{}, now: time.Now}
}

// add keeps run and returns its id, dropping the oldest runs to make room.
// A run larger than the whole store keeps its page but not its downloads.
func (st *runStore) add(run *migrateRun) string {
	var b [16]byte
	rand.Read(b[:]) // never fails (crypto/rand's contract since Go 1.24)
	id := hex.EncodeToString(b[:])
	st.mu.Lock()
	defer st.mu.Unlock()
	st.expire()
	if run.size() > maxRunBytes {
		run.dropFiles("the outputs of this run are larger than the " + byteCount(maxRunBytes) + " the explorer keeps; run uridialect migrate to have them")
	}
	for len(st.order) >= maxRuns || len(st.order) > 0 && st.bytes+run.size() > maxRunBytes {
		st.drop(st.order[0])
	}
	run.created = st.now()
	st.runs[id] = run
	st.order = append(st.order, id)
	st.bytes += run.size()
	return id
}

// get returns the run named id, nil if there is none (any more).
func (st *runStore) get(id string) *migrateRun {
	st.mu.Lock()
	defer st.mu.Unlock()
	st.expire()
	return st.runs[id]
}

func (st *runStore) expire() {
	for len(st.order) > 0 && st.now().Sub(st.runs[st.order[0]].created) > runRetention {
		st.drop(st.order[0])
	}
}

func (st *runStore) drop(id string) {
	st.bytes -= st.runs[id].size()
	delete(st.runs, id)
	for i, o := range st.order {
		if o == id {
			st.order = append(st.order[:i], st.order[i+1:]...)
			break
		}
	}
}
