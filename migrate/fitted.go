package migrate

import (
	"fmt"

	"github.com/uridialect/uridialect/internal/tool/jsontwin"
)

// A Fitted is the configuration chosen for the records of one input file
// from what its crawl captured (the command's --from captured; package
// migrate/captures chooses it): a crawler fetched each link's target as
// it resolved it, so the configuration whose targets were captured as
// written for the most links is the crawler's reading, and the reading of
// the documents it crawled. It says what the choice rests on.
type Fitted struct {
	// Input is the input file, as the run names it.
	Input string `json:"input"`
	// From is the configuration the input's records are migrated under:
	// the one chosen, or, when the captures tell no configuration apart
	// (Fallback), the era table of auto, each record by its date.
	From From `json:"-"`
	// Chosen is From as ParseFrom reads it.
	Chosen string `json:"chosen"`
	// Fallback, when not empty, says why the era table was taken.
	Fallback string `json:"fallback,omitempty"`
	// Date is the date of the input's first dated document, whose era's
	// configuration (AutoEras) is chosen among configurations that
	// explain as many links; empty when no document has a date.
	Date string `json:"date,omitempty"`
	// Documents and Links count the HTML documents read and their links;
	// Evidence the links of which some configuration's target was
	// captured as written (the others tell nothing and are left out);
	// Capped reports that the evidence stopped at its limit, the rest of
	// the input not read for it.
	Documents int  `json:"documents"`
	Links     int  `json:"links"`
	Evidence  int  `json:"evidence"`
	Capped    bool `json:"capped,omitempty"`
	// Explained is how many of the Evidence links the chosen
	// configuration explains (its target captured as written).
	Explained int `json:"explained"`
	// Tied are the other configurations that explain as many links
	// (at most Keep of them, TiedCount in all).
	Tied      []string `json:"tied,omitempty"`
	TiedCount int      `json:"tied_count,omitempty"`
	// RunnerUp is the first configuration that explains fewer links,
	// and RunnerUpExplained how many.
	RunnerUp          string `json:"runner_up,omitempty"`
	RunnerUpExplained int    `json:"runner_up_explained,omitempty"`
	// Distinguishing are links one of the chosen configuration and the
	// runner-up explains and the other does not; Unexplained links the
	// chosen one does not explain (at most Keep of each).
	Distinguishing []FitLink `json:"distinguishing,omitempty"`
	Unexplained    []FitLink `json:"unexplained,omitempty"`
}

// A FitLink is a link of the evidence: its document and base, the
// reference as written, the target captured as written, and what the
// chosen configuration and the runner-up make of it ("" when it refuses
// the reference).
type FitLink struct {
	Document string `json:"document"`
	Base     string `json:"base"`
	Raw      string `json:"raw"`
	Captured string `json:"captured"`
	Chosen   string `json:"chosen"`
	RunnerUp string `json:"runner_up,omitempty"`
	// Explains names which of the two explains the link: "both",
	// "chosen", "runner-up" or "" (neither).
	Explains string `json:"explains"`
}

func (l FitLink) MarshalJSON() ([]byte, error)  { return jsontwin.Marshal(l) }
func (l *FitLink) UnmarshalJSON(b []byte) error { return jsontwin.Unmarshal(b, l) }

// Summary says in one line what was chosen for the input, on what
// evidence:
//
//	crawl.warc.gz: rfc1808 explains 9 of 11 links with a target captured as written (2 more explain as many; runner-up rfc1630: 7)
//	pages.warc.gz: the eras of auto (rfc1630;1995-06-01=rfc1808;...): no link of its 4 documents has a target captured as written
func (f *Fitted) Summary() string {
	if f.Fallback != "" {
		return fmt.Sprintf("%s: the eras of auto (%s): %s", f.Input, f.Chosen, f.Fallback)
	}
	s := fmt.Sprintf("%s: %s explains %d of %d links with a target captured as written (", f.Input, f.Chosen, f.Explained, f.Evidence)
	if f.TiedCount > 0 {
		s += fmt.Sprintf("%d more explain as many; ", f.TiedCount)
	}
	s += fmt.Sprintf("runner-up %s: %d)", f.RunnerUp, f.RunnerUpExplained)
	if f.Capped {
		s += fmt.Sprintf("; the evidence stopped at %d links", f.Evidence)
	}
	return s
}
