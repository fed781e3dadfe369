#!/usr/bin/env bash
#
# Renders the blog's short clips (api/content/blog/videos/<id>.webm) from the master images of
# the salon photo library (api/assets/salon-photos). Each clip is a slow pan or zoom (Ken Burns)
# over four pictures joined by crossfades, with a title card on the first picture and a caption
# naming what each picture shows: white DejaVu Sans on a dark band, so it stays legible on
# light walls. 960×540, 25 fps, VP9 WebM without an audio track (the player is muted footage).
#
#   bash api/scripts/make-videos.sh             # all clips
#   bash api/scripts/make-videos.sh <id> [...]  # only these
#
# Needs ffmpeg built with libvpx and libfreetype, and the DejaVu fonts
# (Debian: apt-get install ffmpeg fonts-dejavu-core). The same inputs give the same clips;
# videos.json lists them for the content import. When the library's pictures are replaced by
# photographs (import-salon-photos.ts), run this again.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
photos="$here/../assets/salon-photos"
out="$here/../content/blog/videos"
font_dir="${FONT_DIR:-/usr/share/fonts/truetype/dejavu}"
font="$font_dir/DejaVuSans.ttf"
font_bold="$font_dir/DejaVuSans-Bold.ttf"

W=960
H=540
FPS=25
FIRST=6.0   # the first picture carries the title card, then its caption
SCENE=4.6   # every other picture
XFADE=0.8   # crossfade between pictures
FADE=0.4    # captions and bands fade in and out

for f in "$font" "$font_bold"; do
  [[ -f "$f" ]] || { echo "Font missing: $f (apt-get install fonts-dejavu-core, or set FONT_DIR)" >&2; exit 1; }
done
command -v ffmpeg >/dev/null || { echo "ffmpeg is not installed" >&2; exit 1; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"

# The master file of a photo name (the library adds a content hash: interior-07-2e862986.webp).
master() {
  local files=("$photos/$1"-????????.webp)
  [[ -f "${files[0]}" ]] || { echo "No master image for $1 in $photos" >&2; exit 1; }
  printf '%s' "${files[0]}"
}

# An alpha expression: 0 before $1, fades in, 1 until $2, fades out.
alpha_between() {
  printf "if(lt(t,%s),0,if(lt(t,%s+%s),(t-%s)/%s,if(lt(t,%s),1,if(lt(t,%s+%s),1-(t-%s)/%s,0))))" \
    "$1" "$1" "$FADE" "$1" "$FADE" "$2" "$2" "$FADE" "$2" "$FADE"
}

# The camera move of scene $1 over a 16:9 picture, as zoompan options (d = $2 frames).
# Moves alternate so consecutive pictures do not drift the same way.
camera() {
  local n="$2" zmax=1.14
  case $(($1 % 4)) in
    0) printf "z='1+(%s-1)*on/%s':x='iw/2-iw/zoom/2':y='ih/2-ih/zoom/2'" "$zmax" "$n" ;;              # zoom in
    1) printf "z='%s':x='(iw-iw/zoom)*on/%s':y='(ih-ih/zoom)/2'" "$zmax" "$n" ;;                        # pan right
    2) printf "z='%s-(%s-1)*on/%s':x='iw/2-iw/zoom/2':y='ih/2-ih/zoom/2'" "$zmax" "$zmax" "$n" ;;       # zoom out
    3) printf "z='%s':x='(iw-iw/zoom)*(1-on/%s)':y='(ih-ih/zoom)/2'" "$zmax" "$n" ;;                    # pan left
  esac
}

# render <id> <title> <subtitle> <photo>|<caption> ×4
render() {
  local id="$1" title="$2" subtitle="$3"
  shift 3
  local scenes=("$@")
  local count=${#scenes[@]}
  local inputs=() graph="" durations=() total offset i

  printf '%s' "$title" >"$work/$id-title.txt"
  printf '%s' "$subtitle" >"$work/$id-subtitle.txt"

  for i in "${!scenes[@]}"; do
    local photo="${scenes[$i]%%|*}" caption="${scenes[$i]#*|}"
    local d frames from to
    d=$([[ $i -eq 0 ]] && echo "$FIRST" || echo "$SCENE")
    durations+=("$d")
    frames=$(awk -v d="$d" -v f="$FPS" 'BEGIN { printf "%d", d * f }')
    printf '%s' "$caption" >"$work/$id-$i.txt"
    inputs+=(-i "$(master "$photo")")

    # Panoramas (17:6) glide sideways at full height; other pictures are cropped to 16:9 at
    # three times the output size, so zoompan's whole-pixel steps stay below one output pixel.
    if [[ "$photo" == panorama-* ]]; then
      graph+="[$i:v]scale=-2:$((H * 3)),loop=loop=-1:size=1,trim=end_frame=$frames,setpts=N/$FPS/TB,fps=$FPS,"
      graph+="crop=$((W * 3)):$((H * 3)):x='(iw-ow)*t/$d':y=0,scale=$W:$H,setsar=1,format=yuv420p"
    else
      graph+="[$i:v]scale=$((W * 3)):-2,crop=$((W * 3)):$((H * 3)),setsar=1,"
      graph+="zoompan=$(camera "$i" "$frames"):d=$frames:s=${W}x${H}:fps=$FPS,format=yuv420p"
    fi

    # Caption: a dark band along the bottom, from after the crossfade in to before the one out.
    if [[ $i -eq 0 ]]; then from=3.4; else from=0.7; fi
    to=$(awk -v d="$d" -v x="$XFADE" -v f="$FADE" 'BEGIN { printf "%.2f", d - x - f + 0.1 }')
    local cap_alpha
    cap_alpha="$(alpha_between "$from" "$to")"
    graph+=",drawbox=x=0:y=ih-104:w=iw:h=72:color=black@0.58:t=fill:enable='between(t,$from,$to+$FADE)'"
    graph+=",drawtext=fontfile=$font:textfile=$work/$id-$i.txt:fontsize=28:fontcolor=white"
    graph+=":x=(w-text_w)/2:y=h-68-text_h/2:alpha='$cap_alpha'"

    # Title card on the first picture: a taller band across the middle.
    if [[ $i -eq 0 ]]; then
      local t_alpha
      t_alpha="$(alpha_between 0.3 2.8)"
      graph+=",drawbox=x=0:y=(ih-150)/2:w=iw:h=150:color=black@0.62:t=fill:enable='between(t,0.3,3.2)'"
      graph+=",drawtext=fontfile=$font_bold:textfile=$work/$id-title.txt:fontsize=38:fontcolor=white"
      graph+=":x=(w-text_w)/2:y=h/2-text_h-8:alpha='$t_alpha'"
      graph+=",drawtext=fontfile=$font:textfile=$work/$id-subtitle.txt:fontsize=24:fontcolor=white@0.9"
      graph+=":x=(w-text_w)/2:y=h/2+14:alpha='$t_alpha'"
    fi
    graph+="[s$i];"
  done

  # Chain the crossfades: each starts XFADE before the end of what came before.
  local prev="s0"
  offset=0
  for ((i = 1; i < count; i++)); do
    offset=$(awk -v o="$offset" -v d="${durations[$((i - 1))]}" -v x="$XFADE" 'BEGIN { printf "%.2f", o + d - x }')
    graph+="[$prev][s$i]xfade=transition=fade:duration=$XFADE:offset=$offset[x$i];"
    prev="x$i"
  done
  total=$(awk -v o="$offset" -v d="${durations[$((count - 1))]}" 'BEGIN { printf "%.2f", o + d }')
  graph+="[$prev]fade=t=in:st=0:d=0.5,fade=t=out:st=$(awk -v t="$total" 'BEGIN { printf "%.2f", t - 0.6 }'):d=0.6,format=yuv420p[v]"

  echo "Rendering $id ($total s)…"
  ffmpeg -hide_banner -loglevel error -y "${inputs[@]}" \
    -filter_complex "$graph" -map '[v]' -an \
    -r "$FPS" -c:v libvpx-vp9 -b:v 0 -crf 40 -row-mt 1 -deadline good -cpu-used 2 -g 250 \
    -pix_fmt yuv420p -metadata title="$title" \
    "$out/$id.webm"
}

wanted=("$@")
want() { [[ ${#wanted[@]} -eq 0 ]] || [[ " ${wanted[*]} " == *" $1 "* ]]; }

if want wizyta-w-salonie-krok-po-kroku; then
  render wizyta-w-salonie-krok-po-kroku \
    "Wizyta w salonie krok po kroku" "Kosmyk · salony fryzjerskie i kosmetyczne" \
    "interior-16|Recepcja – tu zaczyna się wizyta" \
    "interior-07|Myjnia – mycie i masaż skóry głowy" \
    "interior-02|Stanowiska – strzyżenie i stylizacja" \
    "panorama-03|Do zobaczenia w salonach Kosmyk"
fi

if want barber-kosmyk-strzyzenie-i-broda; then
  render barber-kosmyk-strzyzenie-i-broda \
    "Barber Kosmyk: strzyżenie i broda" "Strzyżenie męskie, broda i golenie" \
    "barber-06|Barber Kosmyk – zapraszamy" \
    "barber-01|Fotel barberski – strzyżenie i fade" \
    "barber-03|Broda – trymowanie i golenie brzytwą" \
    "barber-04|Poczekalnia – chwila dla siebie"
fi

if want przygotowania-slubne-u-ciebie-w-domu; then
  render przygotowania-slubne-u-ciebie-w-domu \
    "Przygotowania ślubne u Ciebie w domu" "Fryzura i makijaż z dojazdem" \
    "mobile-01|Fryzjerka i wizażystka przyjeżdżają do Ciebie" \
    "mobile-02|Lustro z oświetleniem do makijażu" \
    "mobile-03|Suknia czeka – czas na fryzurę" \
    "mobile-04|Spokojny poranek przed ślubem"
fi

for f in "$out"/*.webm; do
  printf '%s\t%s bytes\n' "$(basename "$f")" "$(stat -c %s "$f")"
done
