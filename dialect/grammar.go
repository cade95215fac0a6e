package dialect

import (
	"fmt"
	"math"
	"sync"
)

// A Grammar identifies one way of splitting text into parts: the parsing
// rules of one dialect. A dialect marks each Reference its Parse makes
// with its Grammar; handed such a Reference back, it can read the parts as
// they are instead of splitting [Reference.String] again, which the
// contract otherwise requires ([Dialect] takes a reference as its text).
//
// The mark is a promise that the parts are exactly those the grammar
// finds in [Reference.Source], the whole of it, and so recompose to all of
// it (a dialect's Parse gives its input back, byte for byte): String
// returns the source of a marked Reference without checking. [Reference.Set] and
// [Reference.Unset] break that promise, so both clear the mark: a
// Reference built or changed part by part is read as its text.
//
// A Grammar is 32 bits wide, which leaves a [Reference] at 96 bytes, so
// a program may hold 2^32-1 of them: every dialect package makes one or
// two when it is initialised, and the names NewGrammar keeps would fill
// the memory of any machine long before the numbers ran out.
type Grammar uint32

// NoGrammar marks a Reference whose parts were set one by one.
const NoGrammar Grammar = 0

var grammars = struct {
	sync.Mutex
	names []string
}{names: []string{"none"}}

// NewGrammar returns a new Grammar, distinct from every other, for a
// dialect package to mark the references its Parse makes. Packages call it
// once, when they are initialised. It is plumbing for dialect authors: a
// user of a dialect never needs a Grammar.
func NewGrammar(name string) Grammar {
	grammars.Lock()
	defer grammars.Unlock()
	if uint64(len(grammars.names)) > maxGrammar {
		// Unreachable: see Grammar. Said, rather than wrapping round to
		// a Grammar another package holds.
		panic("dialect: more than 2^32-1 grammars")
	}
	grammars.names = append(grammars.names, name)
	return Grammar(len(grammars.names) - 1)
}

// maxGrammar is the largest Grammar.
const maxGrammar = math.MaxUint32

// String returns the name g was created with.
func (g Grammar) String() string {
	grammars.Lock()
	defer grammars.Unlock()
	if int(g) < len(grammars.names) {
		return grammars.names[g]
	}
	return fmt.Sprintf("grammar(%d)", uint32(g))
}

// Mark records that r's parts are exactly those g finds in r.Source(). A
// dialect's Parse calls it last, after defining every part.
func (r *Reference) Mark(g Grammar) { r.grammar = g }

// Grammar returns the mark of r: the grammar that split r.Source() into
// r's parts, or NoGrammar.
func (r *Reference) Grammar() Grammar { return r.grammar }
