#!/bin/sh
# Makes a git repository at DIR holding Examples/sign-in.storyboard and COUNT commits that
# change it (default 200, the first adding the file): each changes a stack's spacing, and every
# third hides or shows the password row, every fifth adds a view.
# Usage: Benchmarks/GitHistory/make_history.sh DIR [COUNT]   (run from the package root)
set -eu
dir=$1
count=${2:-200}
source=$(pwd)/Examples/sign-in.storyboard
rm -rf "$dir"
mkdir -p "$dir"
cd "$dir"
git init -q
git config user.name "Benchmark Author"
git config user.email "bench@example.com"
cp "$source" sign-in.storyboard
git add sign-in.storyboard
git commit -q -m "Add the sign-in screen"
i=1
while [ "$i" -lt "$count" ]; do
    sed -i "s/spacing=\"[0-9]*\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"pkp-mV-xKG\"/spacing=\"$((i % 40 + 1))\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"pkp-mV-xKG\"/" sign-in.storyboard
    if [ $((i % 3)) -eq 0 ]; then
        if grep -q 'hidden="YES" id="sEK-7G-jFR"' sign-in.storyboard; then
            sed -i 's/hidden="YES" id="sEK-7G-jFR"/id="sEK-7G-jFR"/' sign-in.storyboard
        else
            sed -i 's/id="sEK-7G-jFR"/hidden="YES" id="sEK-7G-jFR"/' sign-in.storyboard
        fi
    fi
    if [ $((i % 5)) -eq 0 ]; then
        sed -i "0,/<subviews>/s//<subviews><view contentMode=\"scaleToFill\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"bench-$i\"><rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"10\" height=\"10\"\/><\/view>/" sign-in.storyboard
    fi
    git commit -q -am "Change $i"
    i=$((i + 1))
done
echo "$dir: $(git rev-list --count HEAD) commits"
