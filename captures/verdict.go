package captures

// A Verdict says what replay makes of a link whose target changed: the
// target the author's reader followed ("then") against the one replay
// resolves today ("now"), each looked up in the archive.
type Verdict string

// The verdicts.
const (
	// Same: replay shows the page the author meant: both targets are
	// captured and end on one key (the targets share a key, or their
	// redirects meet).
	Same Verdict = "same"
	// Found: only the now-target is captured: replay shows a page where
	// the author's target has none.
	Found Verdict = "found"
	// Wrong: both are captured, under different keys: replay shows
	// another page than the author meant.
	Wrong Verdict = "wrong"
	// Breaks: only the then-target is captured: the archive holds the
	// page the author meant, and replay does not find it.
	Breaks Verdict = "breaks"
	// Missing: neither is captured.
	Missing Verdict = "missing"
)

// Judge gives the verdict of a link from the lookups of its then-target
// and its now-target (see Lookup.Captured for what counts as captured).
func Judge(then, now Lookup) Verdict {
	t, n := then.Captured(), now.Captured()
	switch {
	case t && n && then.FinalKey() == now.FinalKey():
		return Same
	case t && n:
		return Wrong
	case n:
		return Found
	case t:
		return Breaks
	}
	return Missing
}
